// SEO rules as CSV: export (chosen columns, category, sport/region narrowing) and
// import (checked whole first; any problem → 400 with one entry per line, nothing applied).
import type { EmulatorDeps } from '../../deps';
import { csvLine, parseCsv } from '../../csv';
import { problemList, type CsvImportProblem } from '../../csv-import-problems';
import { badRequest, notFound } from '../../http/errors';
import { readUploadedFile } from '../../http/multipart';
import { idParam, type RequestContext, type Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';
import type { StoreData } from '../../model';
import { SEO_TARGET_TYPES, type SeoRule, type SeoTargetType } from '../../model-website';
import { findTarget, isTargetType, ruleKey, rulesOf } from './entities';
import { assertWebsiteAndLanguage } from './routes';

const TEXT_COLUMNS = ['metaTitle', 'metaDescription', 'pageTitle', 'content'] as const;
const KNOWN_COLUMNS = ['type', 'entityId', 'altCtx', 'name', ...TEXT_COLUMNS];
const CATEGORIES: Record<string, SeoTargetType> = {
  sports: 'sport',
  regions: 'region',
  leagues: 'league',
  pages: 'page',
  'casino-pages': 'casino-category',
  templates: 'template',
};

function websiteAndLanguage(ctx: RequestContext, data: Readonly<StoreData>): { websiteId: number; languageId: number } {
  const websiteId = idParam(ctx, 'websiteId');
  const languageId = idParam(ctx, 'languageId');
  assertWebsiteAndLanguage(data, websiteId, languageId);
  return { websiteId: websiteId!, languageId: languageId! };
}

function exportCsv(ctx: RequestContext, data: Readonly<StoreData>): string {
  const query = Object.fromEntries(ctx.query);
  const validator = new Validator(query);
  for (const flag of TEXT_COLUMNS) {
    validator.custom(
      flag,
      query[flag] === undefined || query[flag] === 'true' || query[flag] === 'false',
      'isBoolean',
      `${flag} must be a boolean value`,
    );
  }
  if (query.category) validator.isIn('category', Object.keys(CATEGORIES));
  if (query.sportId) validator.id('sportId');
  if (query.regionId) validator.id('regionId');
  validator.check();
  const { websiteId, languageId } = websiteAndLanguage(ctx, data);
  const columns = TEXT_COLUMNS.filter((flag) => query[flag] !== 'false');
  const category = query.category ? CATEGORIES[query.category] : null;
  const sportId = query.sportId ? toId(query.sportId) : null;
  const regionId = query.regionId ? toId(query.regionId) : null;
  const lines: { rule: SeoRule; name: string }[] = [];
  for (const rule of rulesOf(data, websiteId, languageId).values()) {
    if (category !== null && rule.targetType !== category) continue;
    const target = findTarget(data, rule.targetType, rule.entityId, websiteId, languageId);
    if (!target) continue;
    if (sportId !== null && target.sportId !== sportId) continue;
    if (regionId !== null && target.regionId !== regionId) continue;
    lines.push({ rule, name: target.name });
  }
  if (lines.length === 0) throw notFound('There are no available SEO rules for given criteria!');
  const order = (type: SeoTargetType) => SEO_TARGET_TYPES.indexOf(type);
  lines.sort(
    (a, b) =>
      order(a.rule.targetType) - order(b.rule.targetType) ||
      a.rule.entityId - b.rule.entityId ||
      (a.rule.altCtx ?? '').localeCompare(b.rule.altCtx ?? ''),
  );
  return (
    csvLine(['type', 'entityId', 'altCtx', 'name', ...columns]) +
    lines
      .map(({ rule, name }) => csvLine([rule.targetType, String(rule.entityId), rule.altCtx ?? '', name, ...columns.map((c) => rule[c])]))
      .join('')
  );
}

interface ImportRow {
  type: SeoTargetType;
  entityId: number;
  altCtx: string | null;
  texts: Partial<Record<(typeof TEXT_COLUMNS)[number], string>>;
}

function readImport(text: string, data: Readonly<StoreData>, websiteId: number, languageId: number): ImportRow[] {
  const { records, problems: malformed } = parseCsv(text.replace(/^\uFEFF/, ''));
  const problems: CsvImportProblem[] = malformed.map((problem) => ({ line: problem.line, rule: 'malformed', message: problem.message }));
  const [header, ...body] = records;
  const columns = header?.cells.map((cell) => cell.trim()) ?? [];
  const unknown = columns.filter((column) => !KNOWN_COLUMNS.includes(column));
  const repeated = columns.filter((column, index) => columns.indexOf(column) !== index);
  if (!header || !columns.includes('type') || !columns.includes('entityId') || unknown.length > 0 || repeated.length > 0) {
    const message = `the first line must be a header with type,entityId and any of ${KNOWN_COLUMNS.slice(2).join(',')}`;
    throw badRequest(problemList([{ line: header?.line ?? 1, rule: 'header', message }, ...problems]));
  }
  const at = (cells: string[], column: string) => cells[columns.indexOf(column)];
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const record of body) {
    const problem = (rule: string, message: string) => problems.push({ line: record.line, rule, message });
    if (record.cells.length !== columns.length) {
      problem('malformed', `expected ${columns.length} columns, found ${record.cells.length}`);
      continue;
    }
    const type = at(record.cells, 'type')!.trim();
    const entityId = toId(at(record.cells, 'entityId'));
    const altCtx = columns.includes('altCtx') ? at(record.cells, 'altCtx')!.trim() || null : null;
    if (!isTargetType(type)) {
      problem('isIn', `unknown type ${type}`);
      continue;
    }
    if (entityId === null || !findTarget(data, type, entityId, websiteId, languageId)) {
      problem('exists', `unknown ${type} ${at(record.cells, 'entityId')}`);
      continue;
    }
    const key = ruleKey(type, entityId, altCtx);
    const seenOn = seen.get(key);
    if (seenOn !== undefined) {
      problem('isUnique', `${type} ${entityId} is already on line ${seenOn}`);
      continue;
    }
    seen.set(key, record.line);
    const texts = Object.fromEntries(TEXT_COLUMNS.filter((c) => columns.includes(c)).map((c) => [c, at(record.cells, c)!]));
    rows.push({ type, entityId, altCtx, texts });
  }
  if (problems.length > 0) throw badRequest(problemList(problems));
  return rows;
}

export function registerSeoCsvRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/seo-rules/websiteId/:websiteId/language/:languageId/export', (ctx) => {
    const data = store.read();
    const text = exportCsv(ctx, data);
    const code = data.languages.find((language) => language.id === idParam(ctx, 'languageId'))?.code ?? 'xx';
    return {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        'content-disposition': `attachment; filename="seo-rules-website-${idParam(ctx, 'websiteId')}-${code}.csv"`,
      },
      stream: async (res) => {
        res.write(text);
      },
    };
  });

  router.add(
    'POST',
    '/seo-rules/websiteId/:websiteId/language/:languageId/import',
    async (ctx) => {
      const upload = await readUploadedFile(ctx.req);
      const result = await store.update((draft) => {
        const { websiteId, languageId } = websiteAndLanguage(ctx, draft);
        const rows = readImport(upload.content.toString('utf8'), draft, websiteId, languageId);
        const existing = rulesOf(draft, websiteId, languageId);
        let created = 0;
        let updated = 0;
        for (const row of rows) {
          const rule = existing.get(ruleKey(row.type, row.entityId, row.altCtx));
          if (rule) {
            Object.assign(rule, row.texts);
            updated++;
            continue;
          }
          draft.seoRules.push({
            id: draft.nextIds.seoRules++,
            websiteId,
            languageId,
            targetType: row.type,
            entityId: row.entityId,
            altCtx: row.altCtx,
            content: '',
            metaDescription: '',
            metaTitle: '',
            pageTitle: '',
            noindex: false,
            ...row.texts,
          });
          created++;
        }
        return { created, updated };
      });
      return { status: 201, body: result };
    },
    { rawBody: true },
  );
}
