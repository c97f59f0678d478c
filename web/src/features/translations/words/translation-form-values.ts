import type { ExceptionDraft } from '../exceptions/exception-rules';
import { z } from '../../../shared/forms/zod';

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
  key: z.string().trim().min(1, 'Key is required'),
  sectionId: z.string().min(1, 'Section is required'),
  phrases: z.array(z.object({ languageId: z.string(), translationId: z.string().nullable(), phrase: z.string() })),
  exceptions: z.array(z.any()),
});
