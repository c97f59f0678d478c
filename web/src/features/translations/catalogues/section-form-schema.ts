import { requiredText, z } from '../../../shared/forms/zod';

export interface SectionFormValues {
  title: string;
  key: string;
}

const NO_SPACES = /^\S*$/;

/** Spec §5: title and key required, the key without spaces. */
export const sectionFormSchema = z.object({
  title: requiredText('The title is required'),
  key: z.string().check(z.minLength(1, 'The key is required'), z.regex(NO_SPACES, 'The key cannot have empty spaces')),
});

/** The special section whose words are tooltips: locked key and section, never deleted. */
export const TOOLTIPS_SECTION_KEY = 'tooltips';
