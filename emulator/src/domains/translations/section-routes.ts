// Spec 000 §7 Sections: list, save, update, delete. The `tooltips` section is
// special: it cannot be deleted and its key cannot change.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { badRequest, invalid, notFound } from '../../http/errors';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import { idParam, type Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';
import { type Section, type StoreData, TOOLTIPS_SECTION_KEY } from '../../model';
import { deleteWords, isTooltipsSection, sectionView } from '../../words';

const SORT_COLUMNS = ['id', 'title', 'key'] as const;

const sectionNotFound = () => notFound('Section not found');

function validateSection(validator: Validator): void {
  validator.required('title', 'The title is required');
  validator.required('key', 'The key is required').noSpaces('key', 'The key cannot have empty spaces');
}

function assertUniqueKey(draft: StoreData, key: string, exceptId?: number): void {
  if (draft.sections.some((section) => section.key.toLowerCase() === key.toLowerCase() && section.id !== exceptId)) {
    throw invalid('key', { isUnique: 'Section with this key already exists' });
  }
}

const fields = (body: JsonObject) => ({ title: String(body.title).trim(), key: String(body.key).trim() });

export function registerSectionRoutes(router: Router, { store }: EmulatorDeps): void {
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

  router.add('POST', '/online-section/save', async ({ body }) => {
    const validator = new Validator(body);
    validateSection(validator);
    validator.check();
    const { title, key } = fields(body);
    const created = await store.update((draft) => {
      assertUniqueKey(draft, key);
      const section: Section = { id: draft.nextIds.sections++, title, key };
      draft.sections.push(section);
      return sectionView(section);
    });
    return { status: 201, body: created };
  });

  router.add('PUT', '/online-section/update', async ({ body }) => {
    const validator = new Validator(body);
    validator.notEmpty('id');
    if (body.id !== undefined && body.id !== null && body.id !== '') validator.id('id');
    validateSection(validator);
    validator.check();
    const id = toId(body.id)!;
    const { title, key } = fields(body);
    const updated = await store.update((draft) => {
      const section = draft.sections.find((candidate) => candidate.id === id);
      if (!section) throw sectionNotFound();
      if (isTooltipsSection(section) && key !== TOOLTIPS_SECTION_KEY) {
        throw invalid('key', { isTooltips: 'The key of the tooltips section cannot be changed' });
      }
      assertUniqueKey(draft, key, id);
      Object.assign(section, { title, key });
      return sectionView(section);
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/online-section/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft, tables) => {
      const section = draft.sections.find((candidate) => candidate.id === id);
      if (!section) throw sectionNotFound();
      if (isTooltipsSection(section)) throw badRequest('The tooltips section cannot be deleted');
      draft.sections = draft.sections.filter((candidate) => candidate !== section);
      deleteWords(draft, tables, (word) => word.sectionId === section.id);
    });
    return { status: 200, body: { id } };
  });
}
