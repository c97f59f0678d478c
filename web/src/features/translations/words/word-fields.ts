import type { ExceptionDraft } from '../exceptions/exception-rules';
import type { ExceptionLanguage, ExceptionWebsite } from '../exceptions/exceptions-editor';
import type { PhraseDraft, TranslationFormValues } from './translation-form-values';

// A word's fields as the gateway versions them (issue 41): `translationKey` (the full
// `section.key`), `section.key`, one phrase per language (`translations.{code}`) and one exception
// per website and language (`exceptions.{url}.{code}`). A save sends only the phrases and
// exceptions the user changed, so a colleague's change of another one merges; these read and set
// each field in the form's values, for the conflict notice and its per-field choices.

interface WordCatalogue {
  sections: readonly { id: string; key: string }[];
  languages: readonly ExceptionLanguage[];
  websites: readonly ExceptionWebsite[];
}

const samePhrase = (a: PhraseDraft, b: PhraseDraft | undefined) => b !== undefined && a.phrase === b.phrase;
const sameException = (a: ExceptionDraft, b: ExceptionDraft | undefined) =>
  b !== undefined && a.websiteId === b.websiteId && a.languageId === b.languageId && a.phrase === b.phrase && !a.isDeleting;

/** The phrases and exceptions to send: on an update only those changed from `base`; a new word sends all. */
export function changedParts(base: TranslationFormValues | null, values: TranslationFormValues) {
  const phrases = base
    ? values.phrases.filter(
        (p) =>
          !samePhrase(
            p,
            base.phrases.find((b) => b.languageId === p.languageId),
          ),
      )
    : values.phrases;
  const exceptions = base
    ? values.exceptions.filter(
        (e) =>
          !e.id ||
          !sameException(
            e,
            base.exceptions.find((b) => b.id === e.id),
          ),
      )
    : values.exceptions;
  return { phrases, exceptions };
}

export function wordFields({ sections, languages, websites }: WordCatalogue) {
  const sectionKey = (values: TranslationFormValues) => sections.find((s) => s.id === values.sectionId)?.key ?? '';
  const languageOf = (code: string | undefined) => languages.find((l) => l.code === code);
  const phraseLanguage = (field: string) => (field.startsWith('translations.') ? languageOf(field.slice(13)) : undefined);
  /** `exceptions.https://a.example.de` → the website and language it names. */
  const exceptionPlace = (field: string) => {
    if (!field.startsWith('exceptions.')) return undefined;
    const at = field.lastIndexOf('.');
    const website = websites.find((w) => w.url === field.slice(11, at));
    const language = languageOf(field.slice(at + 1));
    return website && language ? { website, language } : undefined;
  };
  const exceptionAt = (values: TranslationFormValues, field: string) => {
    const place = exceptionPlace(field);
    return values.exceptions.find((e) => !e.isDeleting && e.websiteId === place?.website.id && e.languageId === place.language.id);
  };

  const labelOf = (field: string): string | null => {
    if (field === 'translationKey') return 'Key';
    if (field === 'section.key') return 'Section';
    const language = phraseLanguage(field);
    if (language) return `Phrase ${language.name}`;
    const place = exceptionPlace(field);
    return place ? `Exception ${place.website.url} ${place.language.name}` : null;
  };

  const textOf = (values: TranslationFormValues, field: string): string | null => {
    if (field === 'translationKey') return `${sectionKey(values)}.${values.key.trim()}`;
    if (field === 'section.key') return sectionKey(values);
    const language = phraseLanguage(field);
    if (language) return values.phrases.find((p) => p.languageId === language.id)?.phrase ?? null;
    return exceptionAt(values, field)?.phrase ?? null;
  };

  /** The values with their value of one field taken (a phrase, an exception's phrase, the key or section). */
  const take = (values: TranslationFormValues, field: string, theirs: string | null): TranslationFormValues => {
    if (field === 'section.key') return { ...values, sectionId: sections.find((s) => s.key === theirs)?.id ?? values.sectionId };
    if (field === 'translationKey') return { ...values, key: theirs?.slice(theirs.indexOf('.') + 1) ?? values.key };
    const language = phraseLanguage(field);
    if (language)
      return { ...values, phrases: values.phrases.map((p) => (p.languageId === language.id ? { ...p, phrase: theirs ?? '' } : p)) };
    const mine = exceptionAt(values, field);
    if (!mine) return values;
    const taken = theirs === null ? { ...mine, isDeleting: true } : { ...mine, phrase: theirs };
    return { ...values, exceptions: values.exceptions.map((e) => (e === mine ? taken : e)) };
  };

  return { labelOf, textOf, take };
}

export type WordFields = ReturnType<typeof wordFields>;
