import type { ActivityEntry } from '../../activity-log/entry';
import { changedSince, count, EXAMPLES, listed, plainError, revertError } from '../../activity-log/import-report';
import type { EntryRevert, EntryRevertTools } from '../../activity-log/reverter';
import type { GatewayContext } from '../../context';
import { uploadOf } from '../../http/upload';
import { requireSeoWrite } from './guards';
import {
  csvOf,
  currentRules,
  importUnavailable,
  keptOf,
  refKey,
  type AllTexts,
  type KeptImport,
  type KeptRule,
  type RuleRef,
} from './import-rows';
import { entityTypeOf, seoRuleId } from './mappers';

// Reverting an SEO rules CSV import from Activity (issue 43): the rules its entry kept are
// imported again as they were, in one import of the area's own (its permission, Activity linked
// to the entry, live changes), except where a rule is no longer what the import wrote: those are
// left as they are and reported, naming who changed them where Activity says. A rule the import
// created has its texts emptied, as it showed before (the upstream deletes no rule).

/** How a rule is named in a report: `sport 58`, `page 3 (live)`. */
const nameOf = ([type, entityId, altCtx]: RuleRef | KeptRule) => `${type} ${entityId}${altCtx ? ` (${altCtx})` : ''}`;

/** The id Activity records a rule's own saves under. */
function ruleIdOf(kept: KeptImport, [type, entityId, altCtx]: KeptRule): string | null {
  const entityType = entityTypeOf(null, type);
  return entityType && seoRuleId({ websiteId: kept.websiteId, languageId: kept.languageId, entityType, entityId, altCtx: altCtx || null });
}

/** Who changed each of `rules` since the import, by name, as far as the later entries say (a save of the rule, a later import). */
async function changedBy(kept: KeptImport, rules: KeptRule[], tools: EntryRevertTools): Promise<Map<string, ActivityEntry>> {
  const later = [...(await tools.later({ entityType: 'SeoRule' })), ...(await tools.later({ entityType: 'SeoRules' }))].sort(
    (a, b) => b.at - a.at,
  );
  const found = new Map<string, ActivityEntry>();
  for (const rule of rules) {
    const id = ruleIdOf(kept, rule);
    const by = later.find((other) => {
      if (other.entityType === 'SeoRule') return other.entityId === id;
      const theirs = keptOf(other);
      return (
        theirs?.websiteId === kept.websiteId &&
        theirs.languageId === kept.languageId &&
        theirs.rules.some((r) => refKey(r) === refKey(rule))
      );
    });
    if (by) found.set(nameOf(rule), by);
  }
  return found;
}

async function revertImport(entry: ActivityEntry, tools: EntryRevertTools, ctx: GatewayContext) {
  const kept = keptOf(entry)!;
  await requireSeoWrite(ctx, kept.websiteId);
  const current = await currentRules(ctx, kept.websiteId, kept.languageId);
  const back: [RuleRef, AllTexts][] = [];
  const stale: KeptRule[] = [];
  const gone: string[] = [];
  for (const rule of kept.rules) {
    const [type, entityId, altCtx, before, after] = rule;
    const now = current.get(refKey(rule));
    if (!now) gone.push(nameOf(rule));
    else if (Object.entries(after).some(([column, text]) => now[column as keyof AllTexts] !== text)) stale.push(rule);
    // The columns the file did not write stay as they are; a rule it created had none of its texts.
    else
      back.push([
        [type, entityId, altCtx],
        { ...now, ...Object.fromEntries(Object.keys(after).map((c) => [c, before?.[c as keyof AllTexts] ?? ''])) },
      ]);
  }
  const examples = stale.slice(0, EXAMPLES);
  const by = examples.length > 0 ? await changedBy(kept, examples, tools) : new Map<string, ActivityEntry>();
  const userErrors = changedSince(examples.map(nameOf), stale.length, by, 'rules');
  if (gone.length > 0)
    userErrors.push(
      revertError(
        null,
        'NOT_REVERTIBLE',
        `${count(gone.length)} rules are no longer listed (${listed(gone)}): their page, sport or league is gone.`,
      ),
    );
  if (back.length === 0) return { reverted: [], userErrors };
  const answer = await tools.write({
    mutation: `mutation RevertSeoImport($websiteId: ID!, $languageId: ID!, $file: Upload!) {
      write: importSeoRules(websiteId: $websiteId, languageId: $languageId, file: $file) { userErrors { field message code } }
    }`,
    variables: {
      websiteId: kept.websiteId,
      languageId: kept.languageId,
      file: uploadOf(`revert-of-activity-${entry.id}.csv`, csvOf(back)),
    },
  });
  userErrors.push(...answer.userErrors.map(plainError));
  return { reverted: answer.userErrors.length === 0 ? back.map(([ref]) => nameOf(ref)) : [], userErrors };
}

export const importRevert: EntryRevert = {
  unavailable: importUnavailable,
  revert: revertImport,
};
