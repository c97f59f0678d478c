import { URL_MESSAGE, isWebAddress } from '@backoffice/rules/websites';
import { requiredText, z } from '../../shared/forms/zod';

export interface WebsiteFormValues {
  name: string;
  url: string;
  betshopId: string;
}

export const WEBSITE_FORM_FIELDS = ['name', 'url', 'betshopId'] as const;

/** Spec §5: the three fields are required, with these exact messages. */
export const websiteFormSchema = z.object({
  name: requiredText('The name is required').check(z.maxLength(255, 'The name can have at most 255 characters')),
  // The gateway's rule and words.
  url: requiredText('The url is required').check(z.refine((url) => url === '' || isWebAddress(url), URL_MESSAGE)),
  betshopId: requiredText('The betshopId is required'),
});
