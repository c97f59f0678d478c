import { z } from '../../shared/zod';

export interface WebsiteFormValues {
  name: string;
  url: string;
  betshopId: string;
}

export const WEBSITE_FORM_FIELDS = ['name', 'url', 'betshopId'] as const;

/** Spec §5: the three fields are required, with these exact messages. */
export const websiteFormSchema = z.object({
  name: z.string().trim().min(1, 'The name is required'),
  url: z.string().trim().min(1, 'The url is required'),
  betshopId: z.string().trim().min(1, 'The betshopId is required'),
});
