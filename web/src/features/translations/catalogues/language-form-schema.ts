import { requiredText, z } from '../../../shared/forms/zod';

export interface LanguageFormValues {
  name: string;
  code: string;
}

const NO_SPACES = /^\S*$/;

/** Spec §5: name and code required, the code without spaces. */
export const languageFormSchema = z.object({
  name: requiredText('The name is required'),
  code: z.string().check(z.minLength(1, 'The code is required'), z.regex(NO_SPACES, 'The code cannot have empty spaces')),
});
