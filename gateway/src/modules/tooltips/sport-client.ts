import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { numericId, upstreamId, type WriteResult } from '../../upstream/ids';
import { deleteCall, writeCall } from '../../upstream/write-call';
import { listWords } from '../../catalogue/translations';
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

/** Key → languageId → phrase, for the tooltips words whose key contains `term` (one call, page size 200). */
export async function tooltipPhrases(call: UpstreamCaller, term: string): Promise<Map<string, Map<string, string>>> {
  const page = await listWords(call, { page: 1, limit: 200, term, section: TOOLTIPS_SECTION });
  return new Map(page.items.map((word) => [word.key, new Map(word.translation.map((t) => [t.languageId, t.phrase]))]));
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
