import { z } from '../../../shared/forms/zod';

export interface LanguageFormValues {
  name: string;
  code: string;
}

const NO_SPACES = /^\S*$/;

/** Spec §5: name and code required, the code without spaces. */
export const languageFormSchema = z.object({
  name: z.string().trim().min(1, 'The name is required'),
  code: z.string().min(1, 'The code is required').regex(NO_SPACES, 'The code cannot have empty spaces'),
});
