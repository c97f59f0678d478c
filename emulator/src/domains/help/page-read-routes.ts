// Reads of help pages the spec leaves open (issue 40; emulator/README.md "Help centre", an
// assumption about the operator API): one page by its id, and a paged search of the pages of
// one domain or of several websites' domains. The category list (`?pages=summary`) and the
// search answer pages as summaries: no per-language texts, only the languages with content.
import type { EmulatorDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { paginate } from '../../http/paging';
import type { Router } from '../../http/router';
import type { HelpPageRecord } from './model';
import { pageAnswer, pageSummary } from './category-routes';
import { findDomain, pathId } from './form-routes';

const SEARCH_LIMIT = 100;

/** `1,2,3` → [1, 2, 3]; null when absent; a 400 for anything but ids. */
function idList(raw: string | null, property: string): number[] | null {
  if (raw === null) return null;
  const parts = raw.split(',').filter((part) => part.trim() !== '');
  if (parts.some((part) => !/^\d{1,15}$/.test(part.trim()))) {
    throw badRequest([{ property, constraints: { isInt: `each value in ${property} must be an integer number` } }]);
  }
  return parts.map(Number);
}

function positive(raw: string | null, property: string, fallback: number, max: number): number {
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw badRequest([{ property, constraints: { min: `${property} must not be less than 1` } }]);
  return Math.min(value, max);
}

export function registerHelpPageReadRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/help/help-domain/:helpDomainId/help-page/:helpPageId', (ctx) => {
    const domainId = pathId(ctx, 'helpDomainId');
    const id = pathId(ctx, 'helpPageId');
    const data = store.read();
    findDomain(data, domainId);
    const page = data.helpPages.find((row) => row.id === id && row.helpDomainId === domainId);
    if (!page) throw notFound('Help page not found');
    return { status: 200, body: pageAnswer(page) };
  });

  router.add('GET', '/help/help-page', ({ query }) => {
    const term = query.get('search')?.trim().toLowerCase() ?? '';
    const domainIds = idList(query.get('helpDomainId'), 'helpDomainId');
    const websiteIds = idList(query.get('websiteIds'), 'websiteIds');
    const page = positive(query.get('page'), 'page', 1, Number.MAX_SAFE_INTEGER);
    const limit = positive(query.get('limit'), 'limit', 10, SEARCH_LIMIT);
    const data = store.read();
    const domains = new Map(
      data.helpDomains
        .filter((d) => (!domainIds || domainIds.includes(d.id)) && (!websiteIds || websiteIds.includes(d.websiteId)))
        .map((d) => [d.id, d]),
    );
    const matches = (row: HelpPageRecord) =>
      !term || row.label.toLowerCase().includes(term) || Object.values(row.pageTitle).some((title) => title.toLowerCase().includes(term));
    const rows = data.helpPages
      .filter((row) => domains.has(row.helpDomainId) && matches(row))
      .sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id);
    const found = paginate(rows, page, limit);
    const items = found.items.map((row) => {
      const domain = domains.get(row.helpDomainId)!;
      const website = data.websites.find((w) => w.id === domain.websiteId);
      return {
        ...pageSummary(row),
        helpDomainId: domain.id,
        websiteId: domain.websiteId,
        website: website ? { id: website.id, name: website.name } : null,
      };
    });
    return { status: 200, body: { ...found, items } };
  });
}
