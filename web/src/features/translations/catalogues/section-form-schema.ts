import { z } from '../../../shared/forms/zod';

export interface SectionFormValues {
  title: string;
  key: string;
}

const NO_SPACES = /^\S*$/;

/** Spec §5: title and key required, the key without spaces. */
export const sectionFormSchema = z.object({
  title: z.string().trim().min(1, 'The title is required'),
  key: z.string().min(1, 'The key is required').regex(NO_SPACES, 'The key cannot have empty spaces'),
});

/** The special section whose words are tooltips: locked key and section, never deleted. */
export const TOOLTIPS_SECTION_KEY = 'tooltips';
