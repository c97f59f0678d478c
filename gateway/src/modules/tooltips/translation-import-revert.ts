import type { ActivityEntry } from '../../activity-log/entry';
import { changedSince, count, EXAMPLES, listed, plainError, revertError, sortedByNow } from '../../activity-log/import-report';
import type { EntryRevert, EntryRevertTools, RevertUserError } from '../../activity-log/reverter';
import type { GatewayContext } from '../../context';
import { uploadOf } from '../../http/upload';
import { assertWrite } from './sport-resolvers';
import { counted, csvOf, currentTooltipPhrases, importUnavailable, keptOf } from './translation-import-rows';

// Reverting a tooltip translations CSV import from Activity (issue 43): the phrases its entry kept
// are imported again as they were, in one import of the area's own (its permission, Activity
// linked to the entry), except where a phrase is no longer what the import wrote: those are left
// as they are and reported, naming who changed them where Activity says (a save of the tooltip,
// a later import in the language). An import cannot take a phrase away: one the import added
// where the word had none stays, and is said.

/** Who changed each of `keys` in the import's language since, by key, as far as the later entries say. */
async function changedBy(entry: ActivityEntry, keys: string[], tools: EntryRevertTools): Promise<Map<string, ActivityEntry>> {
  const languageId = entry.entityId ?? '';
  const later = [
    ...(await tools.later({ entityType: 'SportTooltip' })),
    ...(await tools.later({ entityType: entry.entityType, entityId: languageId })),
  ].sort((a, b) => b.at - a.at);
  const found = new Map<string, ActivityEntry>();
  for (const key of keys) {
    const by = later.find((other) =>
      other.entityType === 'SportTooltip'
        ? other.changes.some((change) => change.field === `translations.${key}.${languageId}`)
        : (keptOf(other) ?? []).some(([theirs]) => theirs === key),
    );
    if (by) found.set(key, by);
  }
  return found;
}

/** Why some kept phrases were not written back, besides those changed since. */
function leftErrors(gone: string[], added: string[]): RevertUserError[] {
  const errors: RevertUserError[] = [];
  if (gone.length > 0) {
    const why = `Left: ${count(gone.length)} tooltip ${gone.length === 1 ? 'word' : 'words'} deleted since (${listed(gone)}): restore their tooltips from their own entries.`;
    errors.push(revertError(null, 'NOT_REVERTIBLE', why));
  }
  if (added.length > 0) {
    const why = `Left: ${counted(added.length)} this import added where the word had none (${listed(added)}): an import cannot take a phrase away, clear it in its word on the Translations screen.`;
    errors.push(revertError(null, 'NOT_REVERTIBLE', why));
  }
  return errors;
}

async function revertImport(entry: ActivityEntry, tools: EntryRevertTools, ctx: GatewayContext) {
  await assertWrite(ctx);
  const languageId = entry.entityId ?? '';
  const current = await currentTooltipPhrases(ctx.callApi, languageId);
  const { back, stale, gone, added } = sortedByNow(keptOf(entry) ?? [], current);
  const examples = stale.slice(0, EXAMPLES).map(([key]) => key);
  const by = examples.length > 0 ? await changedBy(entry, examples, tools) : new Map<string, ActivityEntry>();
  const userErrors = [...changedSince(examples, stale.length, by, 'phrases'), ...leftErrors(gone, added)];
  if (back.length === 0) return { reverted: [], userErrors };
  const answer = await tools.write({
    mutation: `mutation RevertTooltipTranslationsImport($languageId: ID!, $file: Upload!) {
      write: importTooltipTranslationsCsv(languageId: $languageId, file: $file) { userErrors { field message code } }
    }`,
    variables: { languageId, file: uploadOf(`revert-of-activity-${entry.id}.csv`, csvOf(back)) },
  });
  userErrors.push(...answer.userErrors.map(plainError));
  return { reverted: answer.userErrors.length === 0 ? back.map(([key]) => key) : [], userErrors };
}

export const translationImportRevert: EntryRevert = {
  unavailable: importUnavailable,
  revert: revertImport,
};
