// Spec 000 §7 Languages: list (paged, or all as a plain array), save, update,
// delete. Messages are the spec's own (§5 Language).
import type { EmulatorDeps } from '../../deps';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import { idParam, type Router } from '../../http/router';
import type { Language, StoreData } from '../../model';
import type { StoreTables } from '../../store';
import { languageView } from '../../words';
import { keyedNotFound, registerKeyedWrites, type KeyedKind } from './keyed-writes';

const SORT_COLUMNS = ['id', 'name', 'code'] as const;

const LANGUAGES: KeyedKind<Language> = {
  noun: 'Language',
  label: 'name',
  key: 'code',
  rows: (draft) => draft.languages,
  view: languageView,
};

/** Removes a language with its phrases and exceptions; false when unknown. */
function deleteLanguage(draft: StoreData, tables: StoreTables, id: number): boolean {
  const before = draft.languages.length;
  draft.languages = draft.languages.filter((language) => language.id !== id);
  if (draft.languages.length === before) return false;
  tables.phrases.removeOfLanguage(id);
  tables.exceptions.removeOfLanguage(id);
  return true;
}

export function registerLanguageRoutes(router: Router, deps: EmulatorDeps): void {
  const { store } = deps;
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

  registerKeyedWrites(router, deps, LANGUAGES, {
    save: '/online-language/save',
    update: ['POST', '/online-language/update'],
    create: (draft, { label, key }) => {
      const language: Language = { id: draft.nextIds.languages++, name: label, code: key };
      draft.languages.push(language);
      return language;
    },
  });

  router.add('DELETE', '/online-language/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft, tables) => {
      if (id === null || !deleteLanguage(draft, tables, id)) throw keyedNotFound(LANGUAGES);
    });
    return { status: 200, body: { id } };
  });
}
