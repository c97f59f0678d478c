import type { ExceptionLanguage } from './exceptions-editor';
import type { TranslationFormValues } from './translation-form-values';

// A word's conflict (issue 28) names the fields as Activity does: `translationKey` (the full
// `section.key`), `section.key`, and `translations.{language code}`. These name them as the
// form shows them, and read the user's own value of each from the form.

export function wordConflictFields(sections: readonly { id: string; key: string }[], languages: readonly ExceptionLanguage[]) {
  const sectionKey = (values: TranslationFormValues) => sections.find((s) => s.id === values.sectionId)?.key ?? '';
  const languageOf = (field: string) => languages.find((l) => `translations.${l.code}` === field);
  return {
    labelOf: (field: string): string | null => {
      if (field === 'translationKey') return 'Key';
      if (field === 'section.key') return 'Section';
      const language = languageOf(field);
      return language ? `Phrase ${language.name}` : null;
    },
    yoursOf: (field: string, values: TranslationFormValues): string | null => {
      if (field === 'translationKey') return `${sectionKey(values)}.${values.key.trim()}`;
      if (field === 'section.key') return sectionKey(values);
      const language = languageOf(field);
      return values.phrases.find((p) => p.languageId === language?.id)?.phrase ?? null;
    },
  };
}
