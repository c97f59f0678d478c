import { tooltipProblems } from '@backoffice/rules/tooltips';
import type { GatewayContext } from '../../context';
import { ErrorCode, hasCode } from '../../errors';
import type { SaveSportTooltipInput } from '../../generated/schema-types';
import type { UserError } from '../../upstream/user-errors';
import { listTooltipSports, type UpstreamTooltipSport } from './client';
import * as sport from './sport-client';
import { selectionKey, translationKeys, unpackTooltips, type SportTooltipModel } from './sport-tooltip-codec';

// Saving a tooltip with its translations is one mutation (spec 001 §6: on create failure the
// saved translations are deleted). In order: the translations, then the tooltip, then the
// translation keys it no longer uses. When the tooltip's save fails, the translations just
// written are put back as they were (removed when new, restored when they existed).

export interface SaveOutcome {
  tooltipSport: UpstreamTooltipSport | null;
  userErrors: UserError[];
  undone: boolean;
}

const refused = (userErrors: UserError[]): SaveOutcome => ({ tooltipSport: null, userErrors, undone: false });

/** Main keys other sports' tooltips still use: never deleted with this sport's tooltip. */
function sharedMainKeys(rows: readonly UpstreamTooltipSport[], sportId: string): Set<string> {
  return new Set(rows.filter((r) => r.sportId !== sportId).flatMap((r) => unpackTooltips(r.tooltips).map((t) => t.phraseKey)));
}

/**
 * The keys of `old` that `next` (or another sport, for the phrase key) no longer uses.
 * `rows` is every sport's row, read once by the caller however many tooltips it asks about.
 */
export function obsoleteKeys(
  rows: readonly UpstreamTooltipSport[],
  sportId: string,
  old: SportTooltipModel,
  next: SportTooltipModel | null,
): string[] {
  const keep = new Set(next ? translationKeys(sportId, next) : []);
  const shared = sharedMainKeys(rows, sportId);
  return translationKeys(sportId, old).filter((key) => !keep.has(key) && !(key === old.phraseKey && shared.has(key)));
}

export async function saveSportTooltip(ctx: GatewayContext, input: SaveSportTooltipInput): Promise<SaveOutcome> {
  const all = await listTooltipSports(ctx.callApi);
  const row = all.find((r) => r.sportId === input.sportId);
  if (!row) return refused([{ field: 'sportId', message: 'Sport tooltips not found' }]);
  const current = unpackTooltips(row.tooltips);
  const original = input.originalPhraseKey ? current.find((t) => t.phraseKey === input.originalPhraseKey) : undefined;
  if (input.originalPhraseKey && !original)
    return refused([{ field: 'originalPhraseKey', message: `Tooltip ${input.originalPhraseKey} not found` }]);
  const others = current.filter((t) => t !== original);
  const positions = input.selections.map((s) => s.position);
  const problems = tooltipProblems({ phraseKey: input.phraseKey, templateIds: input.templateIds, positions }, others);
  if (problems.length > 0) return refused(problems);
  const phraseKey = input.phraseKey.trim();
  if (!original && (await sport.checkPhraseKey(ctx.callApi, input.sportId, phraseKey)).keyExists) {
    return refused([{ field: 'phraseKey', message: `Phrase Key ${phraseKey} already exists.` }]);
  }
  const tooltip: SportTooltipModel = {
    phraseKey,
    templateIds: input.templateIds.map((id) => Number(id.trim())),
    selectionPositions: positions.map((p) => Number(p.trim())),
  };

  // 1. The translations, remembering what each key held before.
  const rows = input.translations.flatMap((t) => {
    const key = t.selectionPosition == null ? phraseKey : selectionKey(input.sportId, phraseKey, Number(t.selectionPosition.trim()));
    return t.phrases.filter((p) => p.phrase.trim() !== '').map((p) => ({ key, languageId: p.languageId, phrase: p.phrase }));
  });
  const before =
    rows.length > 0
      ? await sport.tooltipPhrases(
          ctx.callApi,
          rows.map((r) => r.key),
        )
      : new Map<string, Map<string, string>>();
  if (rows.length > 0) {
    const saved = await sport.savePhrases(ctx.callApi, rows);
    if (!saved.ok) return refused(saved.userErrors.map((e) => ({ field: 'translations', message: e.message })));
  }

  // 2. The tooltip; a failure puts the translations back.
  const next = original ? current.map((t) => (t === original ? tooltip : t)) : [...current, tooltip];
  let stored: Awaited<ReturnType<typeof sport.saveTooltips>>;
  try {
    stored = await sport.saveTooltips(ctx.callApi, row, next);
  } catch (error) {
    if (rows.length === 0 || hasCode(error, ErrorCode.UNAUTHENTICATED)) throw error;
    await undoPhrases(ctx, rows, before);
    const reason = hasCode(error, ErrorCode.UPSTREAM_UNAVAILABLE) ? (error as Error).message : 'The tooltip could not be saved.';
    return {
      tooltipSport: null,
      userErrors: [{ field: null, message: `${reason} Its translations were put back as they were.` }],
      undone: true,
    };
  }
  if (!stored.ok) {
    await undoPhrases(ctx, rows, before);
    return { tooltipSport: null, userErrors: stored.userErrors, undone: rows.length > 0 };
  }

  // 3. Keys the tooltip no longer uses (a renamed key or position, a removed selection).
  if (original) await sport.deletePhraseKeys(ctx.callApi, obsoleteKeys(all, input.sportId, original, tooltip));
  return { tooltipSport: stored.value, userErrors: [], undone: false };
}

async function undoPhrases(ctx: GatewayContext, rows: readonly sport.PhraseRow[], before: Map<string, Map<string, string>>): Promise<void> {
  const written = [...new Set(rows.map((r) => r.key))];
  const created = written.filter((key) => !before.has(key));
  const restored = written.flatMap((key) =>
    [...(before.get(key) ?? new Map<string, string>())].map(([languageId, phrase]) => ({ key, languageId, phrase })),
  );
  await sport.deletePhraseKeys(ctx.callApi, created);
  if (restored.length > 0) await sport.savePhrases(ctx.callApi, restored);
}
