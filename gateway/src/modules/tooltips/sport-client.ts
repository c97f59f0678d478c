import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { numericId, upstreamId, type WriteResult } from '../../upstream/ids';
import { deleteCall, writeCall } from '../../upstream/write-call';
import { listWords } from '../../catalogue/translations';
import { readAllPages } from '../../upstream/all-pages';
import { UpstreamTooltipSportSchema, type UpstreamTooltipSport } from './client';
import { packTooltips, type SportTooltipModel } from './sport-tooltip-codec';

// The configuration area's sport tooltip writes and the tooltips section's translations
// (emulator/README.md "Sport tooltips").

const TOOLTIPS_SECTION = 'tooltips';

export function createSportTooltips(call: UpstreamCaller, sportId: string): Promise<WriteResult<UpstreamTooltipSport>> {
  return writeCall(
    call,
    { method: 'POST', path: '/tooltips', body: { sportId: numericId(upstreamId(sportId)), websiteIds: '[]', tooltips: '[]' } },
    UpstreamTooltipSportSchema,
  );
}

export function saveTooltips(
  call: UpstreamCaller,
  row: UpstreamTooltipSport,
  tooltips: readonly SportTooltipModel[],
): Promise<WriteResult<UpstreamTooltipSport>> {
  return writeCall(
    call,
    { method: 'PATCH', path: `/tooltips/${row.id}`, body: { sportId: numericId(row.sportId), tooltips: packTooltips(tooltips) } },
    UpstreamTooltipSportSchema,
  );
}

export const deleteSportTooltipsRow = (call: UpstreamCaller, id: string) => deleteCall(call, `/tooltips/${upstreamId(id)}`, id);

export function deleteOneTooltip(call: UpstreamCaller, sportId: string, phraseKey: string): Promise<WriteResult<UpstreamTooltipSport>> {
  return writeCall(
    call,
    { method: 'POST', path: '/tooltips/delete-tooltips', body: { sportId: numericId(upstreamId(sportId)), phraseKey } },
    UpstreamTooltipSportSchema,
  );
}

export async function checkPhraseKey(
  call: UpstreamCaller,
  sportId: string,
  key: string,
): Promise<{ keyExists: boolean; translationExists: boolean }> {
  const res = await call({ method: 'GET', path: '/tooltips/check-tooltip-phrase-key', query: { key, sportId: upstreamId(sportId) } });
  const body = parseBody(z.object({ key_exist: z.boolean(), translation_exist: z.boolean() }), res.body);
  return { keyExists: body.key_exist, translationExists: body.translation_exist };
}

/** Words per upstream page (spec 001 §7: the tooltip translations are listed with page size 200). */
export const WORDS_PAGE_SIZE = 200;

/**
 * Key → languageId → phrase, for the tooltips words with exactly these keys (a key with no word
 * is absent). Asked by their keys (`key`, emulator/README.md) and read to the last page, keeping
 * exact keys only: a substring search's first page missed words once a key was common (`corners`).
 */
export async function tooltipPhrases(call: UpstreamCaller, keys: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const wanted = new Set(keys);
  if (wanted.size === 0) return new Map();
  const key = [...wanted].join(',');
  const words = await readAllPages((page, limit) => listWords(call, { page, limit, key, section: TOOLTIPS_SECTION }), {
    pageSize: WORDS_PAGE_SIZE,
    idOf: (word) => word.id,
  });
  return new Map(
    words.filter((word) => wanted.has(word.key)).map((word) => [word.key, new Map(word.translation.map((t) => [t.languageId, t.phrase]))]),
  );
}

export interface PhraseRow {
  key: string;
  languageId: string;
  phrase: string;
}

export function savePhrases(call: UpstreamCaller, rows: readonly PhraseRow[]): Promise<WriteResult<unknown>> {
  const translations = rows.map((r) => ({ section: TOOLTIPS_SECTION, key: r.key, languageId: numericId(r.languageId), phrase: r.phrase }));
  return writeCall(call, { method: 'POST', path: '/online-translation/bulk-save', body: { translations } }, z.unknown());
}

export async function deletePhraseKeys(call: UpstreamCaller, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await call({
    method: 'DELETE',
    path: '/online-translation/bulk-delete',
    query: { keys: keys.map((k) => `${TOOLTIPS_SECTION}.${k}`).join(',') },
  });
}
