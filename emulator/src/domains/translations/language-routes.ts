// Spec 000 §7 Languages: list (paged, or all as a plain array), save, update,
// delete. Messages are the spec's own (§5 Language).
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { invalid, notFound } from '../../http/errors';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import { idParam, type Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';
import type { Language, StoreData } from '../../model';
import type { StoreTables } from '../../store';
import { languageView } from '../../words';

const SORT_COLUMNS = ['id', 'name', 'code'] as const;

const languageNotFound = () => notFound('Language not found');

function validateLanguage(validator: Validator): void {
  validator.required('name', 'The name is required');
  validator.required('code', 'The code is required').noSpaces('code', 'The code cannot have empty spaces');
}

function assertUniqueCode(draft: StoreData, code: string, exceptId?: number): void {
  const wanted = code.toLowerCase();
  if (draft.languages.some((language) => language.code.toLowerCase() === wanted && language.id !== exceptId)) {
    throw invalid('code', { isUnique: 'Language with this code already exists' });
  }
}

const fields = (body: JsonObject) => ({ name: String(body.name).trim(), code: String(body.code).trim() });

/** Removes a language with its phrases and exceptions; false when unknown. */
function deleteLanguage(draft: StoreData, tables: StoreTables, id: number): boolean {
  const before = draft.languages.length;
  draft.languages = draft.languages.filter((language) => language.id !== id);
  if (draft.languages.length === before) return false;
  tables.phrases.removeOfLanguage(id);
  tables.exceptions.removeOfLanguage(id);
  return true;
}

export function registerLanguageRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/online-language', ({ query }) => {
    const languages = store.read().languages;
    // Without page and limit the upstream answers every language as a plain array.
    if (!query.has('page') && !query.has('limit')) {
      return { status: 200, body: sortRows(languages, 'id', 'ASC').map(languageView) };
    }
    const list = parseListQuery(query, SORT_COLUMNS, 'id');
    const matching = languages.filter(
      (language) => language.name.toLowerCase().includes(list.term) || language.code.toLowerCase().includes(list.term),
    );
    const page = paginate(sortRows(matching, list.sortColumn, list.sortDirection), list.page, list.limit);
    return { status: 200, body: { ...page, items: page.items.map(languageView) } };
  });

  router.add('POST', '/online-language/save', async ({ body }) => {
    const validator = new Validator(body);
    validateLanguage(validator);
    validator.check();
    const { name, code } = fields(body);
    const created = await store.update((draft) => {
      assertUniqueCode(draft, code);
      const language: Language = { id: draft.nextIds.languages++, name, code };
      draft.languages.push(language);
      return languageView(language);
    });
    return { status: 201, body: created };
  });

  router.add('POST', '/online-language/update', async ({ body }) => {
    const validator = new Validator(body);
    validator.notEmpty('id');
    if (body.id !== undefined && body.id !== null && body.id !== '') validator.id('id');
    validateLanguage(validator);
    validator.check();
    const id = toId(body.id)!;
    const { name, code } = fields(body);
    const updated = await store.update((draft) => {
      const language = draft.languages.find((candidate) => candidate.id === id);
      if (!language) throw languageNotFound();
      assertUniqueCode(draft, code, id);
      Object.assign(language, { name, code });
      return languageView(language);
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/online-language/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft, tables) => {
      if (id === null || !deleteLanguage(draft, tables, id)) throw languageNotFound();
    });
    return { status: 200, body: { id } };
  });
}
