import type { ExceptionDraft } from '../exceptions/exception-rules';
import { requiredText, z } from '../../../shared/forms/zod';

/** One language's phrase of the word; `translationId` when it is stored already. */
export interface PhraseDraft {
  languageId: string;
  translationId: string | null;
  phrase: string;
}

export interface TranslationFormValues {
  key: string;
  sectionId: string;
  phrases: PhraseDraft[];
  exceptions: ExceptionDraft[];
}

export const TRANSLATION_FORM_FIELDS = ['key', 'sectionId'] as const;

/** Spec §5: key and section required. The key is the word's key within its section. */
export const translationFormSchema = z.object({
  key: requiredText('Key is required'),
  sectionId: z.string().check(z.minLength(1, 'Section is required')),
  phrases: z.array(z.object({ languageId: z.string(), translationId: z.nullable(z.string()), phrase: z.string() })),
  exceptions: z.array(z.any()),
});
