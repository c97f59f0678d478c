import { z } from '../../shared/zod';

export interface WebsiteFormValues {
  name: string;
  url: string;
  betshopId: string;
}

export const WEBSITE_FORM_FIELDS = ['name', 'url', 'betshopId'] as const;

// The gateway refuses the same (modules/websites/website-input.ts), in the same words.
export const WEBSITE_URL_MESSAGE = 'Enter the full address, starting with http:// or https://';

/** Only absolute http(s) addresses are stored, and only those render as links. */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Spec §5: the three fields are required, with these exact messages. */
export const websiteFormSchema = z.object({
  name: z.string().trim().min(1, 'The name is required').max(255, 'The name can have at most 255 characters'),
  url: z
    .string()
    .trim()
    .min(1, 'The url is required')
    .refine((url) => url === '' || isWebAddress(url), WEBSITE_URL_MESSAGE),
  betshopId: z.string().trim().min(1, 'The betshopId is required'),
});
