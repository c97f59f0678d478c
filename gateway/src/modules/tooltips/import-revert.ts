import { changedSince, count, EXAMPLES, listed, plainError, revertError } from '../../activity-log/import-report';
import type { ActivityEntry } from '../../activity-log/entry';
import type { EntryRevert, EntryRevertTools, RevertUserError } from '../../activity-log/reverter';
import type { GatewayContext } from '../../context';
import { uploadOf } from '../../http/upload';
import {
  csvOf,
  currentTooltips,
  importUnavailable,
  keptOf,
  sameShape,
  tooltipKey,
  type KeptTooltip,
  type TooltipShape,
} from './import-rows';
import { assertWrite } from './sport-resolvers';

// Reverting a sport tooltips CSV import from Activity (issue 43): the tooltips its entry kept are
// imported again as they were, in one import of the area's own (its permission, Activity linked
// to the entry), except where a tooltip is no longer what the import wrote: those are left as
// they are and reported, naming who changed them where Activity says. A tooltip the import added
// is deleted as its screen deletes it (one delete and Activity entry each, linked to the import).

/** Added tooltips deleted one write each; more are left and said. */
const DELETE_AT_MOST = 50;

const nameOf = ([sportId, phraseKey]: KeptTooltip) => tooltipKey(sportId, phraseKey);

/** Who changed each of `tooltips` since the import, by name, as far as the later entries say (a save of the tooltip, a later import). */
async function changedBy(tooltips: KeptTooltip[], tools: EntryRevertTools): Promise<Map<string, ActivityEntry>> {
  const later = [...(await tools.later({ entityType: 'SportTooltip' })), ...(await tools.later({ entityType: 'SportTooltipsCsv' }))].sort(
    (a, b) => b.at - a.at,
  );
  const found = new Map<string, ActivityEntry>();
  for (const name of tooltips.map(nameOf)) {
    const by = later.find((other) =>
      other.entityType === 'SportTooltip' ? other.entityId === name : (keptOf(other) ?? []).some((theirs) => nameOf(theirs) === name),
    );
    if (by) found.set(name, by);
  }
  return found;
}

/** Deletes the tooltips the import added, as their screen does: a few at most. */
async function deleteAdded(added: KeptTooltip[], tools: EntryRevertTools) {
  const names: string[] = [];
  const userErrors: RevertUserError[] = [];
  if (added.length > DELETE_AT_MOST) {
    const why = `${count(added.length)} tooltips this import added stay (${listed(added.map(nameOf))}): more than ${DELETE_AT_MOST}, delete them on the tooltips screen.`;
    return { names, userErrors: [revertError(null, 'NOT_REVERTIBLE', why)] };
  }
  for (const tooltip of added) {
    const answer = await tools.write({
      mutation: `mutation RevertImportAddedTooltip($sportId: ID!, $phraseKey: String!) {
        write: deleteSportTooltip(sportId: $sportId, phraseKey: $phraseKey) { userErrors { field message code } }
      }`,
      variables: { sportId: tooltip[0], phraseKey: tooltip[1] },
    });
    if (answer.userErrors.length === 0) names.push(nameOf(tooltip));
    userErrors.push(...answer.userErrors.map((e) => plainError({ ...e, field: nameOf(tooltip) })));
  }
  return { names, userErrors };
}

async function revertImport(entry: ActivityEntry, tools: EntryRevertTools, ctx: GatewayContext) {
  await assertWrite(ctx);
  const current = await currentTooltips(ctx.callApi);
  const back: [string, string, TooltipShape][] = [];
  const stale: KeptTooltip[] = [];
  const added: KeptTooltip[] = [];
  const unwritable: string[] = [];
  for (const tooltip of keptOf(entry) ?? []) {
    const [sportId, phraseKey, before, after] = tooltip;
    const now = current.get(tooltipKey(sportId, phraseKey));
    // Deleted since: an added one is gone already, a replaced one is a colleague's change.
    if (!now) {
      if (before !== null) stale.push(tooltip);
    } else if (!sameShape(now, after)) stale.push(tooltip);
    else if (before === null) added.push(tooltip);
    // A file's row names at least one template and one selection (the upstream refuses an empty cell).
    else if (before[0].length === 0 || before[1].length === 0) unwritable.push(nameOf(tooltip));
    else back.push([sportId, phraseKey, before]);
  }
  const examples = stale.slice(0, EXAMPLES).map(nameOf);
  const by = examples.length > 0 ? await changedBy(stale.slice(0, EXAMPLES), tools) : new Map<string, ActivityEntry>();
  const userErrors = changedSince(examples, stale.length, by, 'tooltips');
  if (unwritable.length > 0)
    userErrors.push(
      revertError(
        null,
        'NOT_REVERTIBLE',
        `${count(unwritable.length)} tooltips had no template or no selection, which a file cannot write (${listed(unwritable)}): revert them from their own entries.`,
      ),
    );
  const reverted: string[] = [];
  if (back.length > 0) {
    const answer = await tools.write({
      mutation: `mutation RevertTooltipsImport($file: Upload!) { write: importSportTooltipsCsv(file: $file) { userErrors { field message code } } }`,
      variables: { file: uploadOf(`revert-of-activity-${entry.id}.csv`, csvOf(back)) },
    });
    userErrors.push(...answer.userErrors.map(plainError));
    if (answer.userErrors.length === 0) reverted.push(...back.map(([sportId, phraseKey]) => tooltipKey(sportId, phraseKey)));
  }
  const deleted = await deleteAdded(added, tools);
  return { reverted: [...reverted, ...deleted.names], userErrors: [...userErrors, ...deleted.userErrors] };
}

export const importRevert: EntryRevert = {
  unavailable: importUnavailable,
  revert: revertImport,
};
