// Spec 001 §7 "Tooltips" (SEO-area view): sport tooltips and the per-website toggle.
import type { EmulatorDeps } from '../../deps';
import { invalid, notFound } from '../../http/errors';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import type { Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';

function parseIds(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(Number).filter((id) => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function registerTooltipRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/tooltips', ({ query }) => {
    const list = parseListQuery(query, ['id', 'name', 'sportId'] as const, 'id');
    const rows = store.read().sportTooltips.filter((row) => row.name.toLowerCase().includes(list.term));
    return { status: 200, body: paginate(sortRows(rows, list.sortColumn, list.sortDirection), list.page, list.limit) };
  });

  router.add('POST', '/tooltips/website', async ({ body }) => {
    new Validator(body).id('websiteId').id('sportId').check();
    const websiteId = toId(body.websiteId)!;
    const sportId = toId(body.sportId)!;
    const item = await store.update((draft) => {
      const row = draft.sportTooltips.find((candidate) => candidate.sportId === sportId);
      if (!row) throw notFound('Sport tooltips not found');
      if (!draft.websites.some((website) => website.id === websiteId)) throw invalid('websiteId', { exists: 'Website not found' });
      const ids = parseIds(row.websiteIds);
      const next = ids.includes(websiteId) ? ids.filter((id) => id !== websiteId) : [...ids, websiteId].sort((a, b) => a - b);
      row.websiteIds = JSON.stringify(next);
      return { ...row };
    });
    return { status: 201, body: item };
  });
}
