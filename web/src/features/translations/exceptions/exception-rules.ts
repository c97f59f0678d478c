// The exceptions editor's rules (spec §4–5), free of React so they are tested
// on their own:
// - Add Exception needs a website, a language and a phrase;
// - one exception per website and language ('Exception for {url} already exists');
// - a live exception with an empty phrase blocks saving ('Phrase cannot be empty');
// - removing one marks it deleting (sent to the server) and hides it.

export interface ExceptionDraft {
  /** Stable key for the editor; the stored id when it came from the server. */
  key: string;
  /** Stored exception id; null for one added in this modal. */
  id: string | null;
  websiteId: string;
  languageId: string;
  phrase: string;
  isDeleting: boolean;
}

export interface NewException {
  websiteId: string | null;
  languageId: string | null;
  phrase: string;
}

export const PHRASE_EMPTY_MESSAGE = 'Phrase cannot be empty';

export function canAddException(draft: NewException): boolean {
  return Boolean(draft.websiteId && draft.languageId && draft.phrase.trim());
}

export function duplicateMessage(url: string): string {
  return `Exception for ${url} already exists`;
}

/** The live exception for the same website and language, if any. */
export function findDuplicate(list: readonly ExceptionDraft[], draft: NewException): ExceptionDraft | undefined {
  return list.find((e) => !e.isDeleting && e.websiteId === draft.websiteId && e.languageId === draft.languageId);
}

let sequence = 0;

/** Adds the draft, or returns the duplicate message (the list is left as it was). */
export function addException(
  list: readonly ExceptionDraft[],
  draft: NewException,
  urlOf: (websiteId: string) => string,
): { list: ExceptionDraft[]; error: string | null } {
  if (!canAddException(draft)) return { list: [...list], error: null };
  if (findDuplicate(list, draft)) return { list: [...list], error: duplicateMessage(urlOf(draft.websiteId!)) };
  sequence += 1;
  const added: ExceptionDraft = {
    key: `new-${sequence}`,
    id: null,
    websiteId: draft.websiteId!,
    languageId: draft.languageId!,
    phrase: draft.phrase,
    isDeleting: false,
  };
  return { list: [...list, added], error: null };
}

/** Stored exceptions are kept as deleting (the server removes them); new ones simply go. */
export function removeException(list: readonly ExceptionDraft[], key: string): ExceptionDraft[] {
  return list.flatMap((e) => {
    if (e.key !== key) return [e];
    return e.id ? [{ ...e, isDeleting: true }] : [];
  });
}

export function editPhrase(list: readonly ExceptionDraft[], key: string, phrase: string): ExceptionDraft[] {
  return list.map((e) => (e.key === key ? { ...e, phrase } : e));
}

export function hasEmptyPhrase(list: readonly ExceptionDraft[]): boolean {
  return list.some((e) => !e.isDeleting && !e.phrase.trim());
}

export function visibleExceptions(list: readonly ExceptionDraft[]): ExceptionDraft[] {
  return list.filter((e) => !e.isDeleting);
}
