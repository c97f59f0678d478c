import { URL_MESSAGE, isWebAddress } from '@backoffice/rules/websites';
import { z } from '../../shared/forms/zod';

export interface WebsiteFormValues {
  name: string;
  url: string;
  betshopId: string;
}

export const WEBSITE_FORM_FIELDS = ['name', 'url', 'betshopId'] as const;

/** Spec §5: the three fields are required, with these exact messages. */
export const websiteFormSchema = z.object({
  name: z.string().trim().min(1, 'The name is required').max(255, 'The name can have at most 255 characters'),
  url: z
    .string()
    .trim()
    .min(1, 'The url is required')
    .refine((url) => url === '' || isWebAddress(url), URL_MESSAGE), // the gateway's rule and words
  betshopId: z.string().trim().min(1, 'The betshopId is required'),
});
