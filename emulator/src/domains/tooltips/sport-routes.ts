// Spec 001 §2.4 (configuration-area view), §7: sport tooltips created, updated and deleted,
// one tooltip deleted, the phrase key check and the tooltips CSV import. Paths the spec
// leaves open are defined in emulator/README.md ("Sport tooltips").
import type { EmulatorDeps } from '../../deps';
import { parseCsv } from '../../csv';
import { problemList, type CsvImportProblem } from '../../csv-import-problems';
import type { JsonObject } from '../../http/body';
import { badRequest, invalid, notFound } from '../../http/errors';
import { readUploadedFile } from '../../http/multipart';
import { idParam, type Router } from '../../http/router';
import { toId } from '../../http/validation';
import { TOOLTIPS_SECTION_KEY, type StoreData } from '../../model';
import type { SportTooltips } from '../../model-website';
import { SPORT_NAMES } from './seed';

interface TooltipEntry {
  phrase_key: string;
  template_ids: number[];
  tooltips: { selection_position: number }[];
}

const isPositiveInt = (v: unknown) => Number.isInteger(v) && (v as number) > 0;

function readTooltips(value: unknown): TooltipEntry[] {
  let list: unknown;
  try {
    list = typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    list = null;
  }
  const ok =
    Array.isArray(list) &&
    list.every((entry: unknown) => {
      const e = entry as Partial<TooltipEntry> | null;
      return (
        typeof e?.phrase_key === 'string' &&
        e.phrase_key.trim() !== '' &&
        Array.isArray(e.template_ids) &&
        e.template_ids.every(isPositiveInt) &&
        Array.isArray(e.tooltips) &&
        e.tooltips.every((s) => isPositiveInt(s?.selection_position))
      );
    });
  if (!ok)
    throw invalid('tooltips', {
      isJson: 'tooltips must be a json string of [{phrase_key, template_ids, tooltips:[{selection_position}]}]',
    });
  const entries = list as TooltipEntry[];
  const keys = entries.map((e) => e.phrase_key);
  const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
  if (repeated) throw invalid('tooltips', { isUnique: `Phrase Key ${repeated} already exists.` });
  return entries;
}

function readWebsiteIds(data: Readonly<StoreData>, value: unknown): number[] {
  let ids: unknown;
  try {
    ids = typeof value === 'string' ? JSON.parse(value) : (value ?? []);
  } catch {
    ids = null;
  }
  if (!Array.isArray(ids) || !ids.every(isPositiveInt))
    throw invalid('websiteIds', { isJson: 'websiteIds must be a json string of website ids' });
  const unknown = (ids as number[]).find((id) => !data.websites.some((w) => w.id === id));
  if (unknown !== undefined) throw invalid('websiteIds', { exists: `Website ${unknown} not found` });
  return ids as number[];
}

function sportName(data: Readonly<StoreData>, sportId: number): string {
  return data.sports.find((sport) => sport.id === sportId)?.name ?? SPORT_NAMES[sportId] ?? `Sport ${sportId}`;
}

/** Tooltips CSV: `sport_id,phrase_key,template_ids,selection_positions` (ids `;`-separated); adds or replaces each phrase key. */
function readImport(data: Readonly<StoreData>, text: string): Map<number, TooltipEntry[]> {
  const { records, problems: parseProblems } = parseCsv(text);
  const problems: CsvImportProblem[] = parseProblems.map((p) => ({ line: p.line, rule: 'malformed', message: p.message }));
  const bySport = new Map<number, TooltipEntry[]>();
  const ids = (cell: string | undefined) => (cell ?? '').split(';').map((part) => part.trim());
  const rows = records[0]?.cells[0]?.trim() === 'sport_id' ? records.slice(1) : records;
  if (rows.length === 0) throw badRequest('The file holds no tooltips');
  for (const { line, cells } of rows) {
    const [sport, key, templates, positions] = cells;
    const sportId = toId(sport);
    const templateIds = ids(templates);
    const selectionPositions = ids(positions);
    if (cells.length !== 4)
      problems.push({ line, rule: 'columns', message: 'expected sport_id,phrase_key,template_ids,selection_positions' });
    else if (sportId === null || sportName(data, sportId).startsWith('Sport '))
      problems.push({ line, rule: 'exists', message: `unknown sport ${sport}` });
    else if (!key?.trim() || /\s/.test(key.trim()))
      problems.push({ line, rule: 'matches', message: 'the phrase key is empty or has spaces' });
    else if (![...templateIds, ...selectionPositions].every((id) => /^\d{1,9}$/.test(id) && Number(id) > 0)) {
      problems.push({ line, rule: 'isInt', message: 'template ids and selection positions are numbers separated by ;' });
    } else {
      const list = bySport.get(sportId) ?? [];
      if (list.some((e) => e.phrase_key === key.trim()))
        problems.push({ line, rule: 'isUnique', message: `${key.trim()} is listed twice for sport ${sportId}` });
      list.push({
        phrase_key: key.trim(),
        template_ids: templateIds.map(Number),
        tooltips: selectionPositions.map((p) => ({ selection_position: Number(p) })),
      });
      bySport.set(sportId, list);
    }
  }
  if (problems.length > 0) throw badRequest(problemList(problems));
  return bySport;
}

export function registerSportTooltipRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/tooltips/check-tooltip-phrase-key', ({ query }) => {
    const key = (query.get('key') ?? '').trim();
    if (!key) throw invalid('key', { isNotEmpty: 'key should not be empty' });
    const sportId = toId(query.get('sportId'));
    const data = store.read();
    const rows = data.sportTooltips.filter((row) => sportId === null || row.sportId === sportId);
    const section = data.sections.find((s) => s.key === TOOLTIPS_SECTION_KEY);
    return {
      status: 200,
      body: {
        key_exist: rows.some((row) => readTooltips(row.tooltips).some((e) => e.phrase_key === key)),
        translation_exist: data.words.some((w) => w.sectionId === section?.id && w.key === key),
      },
    };
  });

  router.add('GET', '/tooltips/:id', (ctx) => {
    const row = store.read().sportTooltips.find((candidate) => candidate.id === idParam(ctx));
    if (!row) throw notFound('Sport tooltips not found');
    return { status: 200, body: row };
  });

  router.add('POST', '/tooltips', async ({ body }) => {
    const sportId = toId(body.sportId);
    if (sportId === null) throw invalid('sportId', { isInt: 'sportId must be an integer number' });
    const data = store.read();
    if (sportName(data, sportId).startsWith('Sport ')) throw invalid('sportId', { exists: 'sportId must name a known sport' });
    const websiteIds = readWebsiteIds(data, body.websiteIds);
    const tooltips = readTooltips(body.tooltips ?? '[]');
    const created = await store.update((draft) => {
      if (draft.sportTooltips.some((row) => row.sportId === sportId))
        throw invalid('sportId', { isUnique: 'Tooltips for this sport already exist' });
      const row: SportTooltips = {
        id: draft.nextIds.sportTooltips++,
        sportId,
        name: sportName(draft, sportId),
        websiteIds: JSON.stringify(websiteIds),
        tooltips: JSON.stringify(tooltips),
      };
      draft.sportTooltips.push(row);
      return row;
    });
    return { status: 201, body: created };
  });

  router.add('PATCH', '/tooltips/:id', async (ctx) => {
    const id = idParam(ctx);
    const body: JsonObject = ctx.body;
    const data = store.read();
    const websiteIds = body.websiteIds === undefined ? undefined : readWebsiteIds(data, body.websiteIds);
    const tooltips = body.tooltips === undefined ? undefined : readTooltips(body.tooltips);
    const updated = await store.update((draft) => {
      const row = draft.sportTooltips.find((candidate) => candidate.id === id);
      if (!row) throw notFound('Sport tooltips not found');
      if (websiteIds) row.websiteIds = JSON.stringify(websiteIds);
      if (tooltips) row.tooltips = JSON.stringify(tooltips);
      return { ...row };
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/tooltips/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft) => {
      if (!draft.sportTooltips.some((row) => row.id === id)) throw notFound('Sport tooltips not found');
      draft.sportTooltips = draft.sportTooltips.filter((row) => row.id !== id);
    });
    return { status: 200, body: { id } };
  });

  router.add('POST', '/tooltips/delete-tooltips', async ({ body }) => {
    const sportId = toId(body.sportId);
    const phraseKey = typeof body.phraseKey === 'string' ? body.phraseKey : '';
    const updated = await store.update((draft) => {
      const row = draft.sportTooltips.find((candidate) => candidate.sportId === sportId);
      if (!row) throw notFound('Sport tooltips not found');
      const entries = readTooltips(row.tooltips);
      if (!entries.some((e) => e.phrase_key === phraseKey)) throw notFound(`Tooltip ${phraseKey} not found`);
      row.tooltips = JSON.stringify(entries.filter((e) => e.phrase_key !== phraseKey));
      return { ...row };
    });
    return { status: 201, body: updated };
  });

  // Validated whole, applied all or nothing; a sport without tooltips yet gets them.
  router.add(
    'POST',
    '/tooltips/import',
    async ({ req }) => {
      const upload = await readUploadedFile(req);
      const bySport = readImport(store.read(), upload.content.toString('utf8'));
      const result = await store.update((draft) => {
        let added = 0;
        let updated = 0;
        for (const [sportId, entries] of bySport) {
          let row = draft.sportTooltips.find((candidate) => candidate.sportId === sportId);
          if (!row) {
            row = { id: draft.nextIds.sportTooltips++, sportId, name: sportName(draft, sportId), websiteIds: '[]', tooltips: '[]' };
            draft.sportTooltips.push(row);
          }
          const current = readTooltips(row.tooltips);
          for (const entry of entries) {
            const at = current.findIndex((e) => e.phrase_key === entry.phrase_key);
            if (at >= 0) {
              current[at] = entry;
              updated++;
            } else {
              current.push(entry);
              added++;
            }
          }
          row.tooltips = JSON.stringify(current);
        }
        return { added, updated };
      });
      return { status: 201, body: result };
    },
    { rawBody: true },
  );
}
