// Spec 000 §7 Sections: list, save, update, delete. The `tooltips` section is
// special: it cannot be deleted and its key cannot change.
import type { EmulatorDeps } from '../../deps';
import { badRequest, invalid } from '../../http/errors';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import { idParam, type Router } from '../../http/router';
import { type Section, TOOLTIPS_SECTION_KEY } from '../../model';
import { deleteWords, isTooltipsSection, sectionView } from '../../words';
import { keyedNotFound, registerKeyedWrites, type KeyedKind } from './keyed-writes';

const SORT_COLUMNS = ['id', 'title', 'key'] as const;

const SECTIONS: KeyedKind<Section> = { noun: 'Section', label: 'title', key: 'key', rows: (draft) => draft.sections, view: sectionView };

export function registerSectionRoutes(router: Router, deps: EmulatorDeps): void {
  const { store } = deps;
  router.add('GET', '/online-sections', ({ query }) => {
    const list = parseListQuery(query, SORT_COLUMNS, 'id');
    const matching = store
      .read()
      .sections.filter((section) => section.title.toLowerCase().includes(list.term) || section.key.toLowerCase().includes(list.term));
    const sorted = sortRows(matching, list.sortColumn, list.sortDirection);
    // shouldPaginate=false: every row in one page, whatever page and limit say.
    const all = query.get('shouldPaginate') === 'false';
    const page = all ? paginate(sorted, 1, Math.max(sorted.length, 1)) : paginate(sorted, list.page, list.limit);
    return { status: 200, body: { ...page, items: page.items.map(sectionView) } };
  });

  registerKeyedWrites(router, deps, SECTIONS, {
    save: '/online-section/save',
    update: ['PUT', '/online-section/update'],
    create: (draft, { label, key }) => {
      const section: Section = { id: draft.nextIds.sections++, title: label, key };
      draft.sections.push(section);
      return section;
    },
    check: (section, { key }) => {
      if (isTooltipsSection(section) && key !== TOOLTIPS_SECTION_KEY) {
        throw invalid('key', { isTooltips: 'The key of the tooltips section cannot be changed' });
      }
    },
  });

  router.add('DELETE', '/online-section/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft, tables) => {
      const section = draft.sections.find((candidate) => candidate.id === id);
      if (!section) throw keyedNotFound(SECTIONS);
      if (isTooltipsSection(section)) throw badRequest('The tooltips section cannot be deleted');
      draft.sections = draft.sections.filter((candidate) => candidate !== section);
      deleteWords(draft, tables, (word) => word.sectionId === section.id);
    });
    return { status: 200, body: { id } };
  });
}
