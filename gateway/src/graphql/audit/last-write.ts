import type { GatewayContext } from '../../context';
import type { ActivityEntry } from '../../activity-log/entry';
import { isWritten } from '../../activity-log/versions';
import type { AuditSubject } from '../../activity-log/subject';
import type { Flat } from '../../activity-log/changes';
import type { LastWrite } from '../../state/last-writes';

// Two saves milliseconds apart (issue 41): the first one's Activity entry is stored after its
// answer, so the second one's check may not find it in the log, and would blame "outside the
// back-office". Each versioned save notes its author, time, fields and the record as it was before
// in the shared state as it answers (every replica reads it); the check reads that note when the
// log does not reach the base.

const recordKey = (subject: AuditSubject, id: string) => `${subject.entity}:${id}`;

/** Whether two dotted prefixes overlap: one is the other or inside it. */
const overlaps = (a: string, b: string) => isWritten(a, new Set([b])) || isWritten(b, new Set([a]));

/** Notes a versioned save that went through: who, when, which fields, and the record before it. */
export async function noteWrite(
  ctx: GatewayContext,
  subject: AuditSubject,
  id: string,
  write: { fields: ReadonlySet<string>; before: LastWrite['before'] },
): Promise<void> {
  const viewer = await ctx.viewer().catch(() => null);
  const by = viewer?.email ?? ctx.session?.email ?? null;
  const noted: LastWrite = { by, at: new Date().toISOString(), fields: [...write.fields], ...(write.before && { before: write.before }) };
  await ctx.services.state.lastWrites.note(recordKey(subject, id), noted).catch((error: unknown) => {
    ctx.services.logger.warn({ err: error, reqId: ctx.requestId }, 'last write not noted');
  });
}

export interface PendingConflict {
  changedBy: string | null;
  changedAt: string;
  /** The current fields this save writes that the pending write changed. */
  fields: string[];
}

interface Check {
  /** The record's Activity entries, newest first. */
  stored: readonly ActivityEntry[];
  base: string;
  writes: ReadonlySet<string>;
  now: Flat;
}

/** What the noted write changed: exactly, from the record before it, or every field it wrote. */
function changesOf(noted: LastWrite, now: Flat): string[] {
  const { before } = noted;
  if (!before) return noted.fields;
  const names = new Set([...Object.keys(before.fields), ...Object.keys(now)]);
  return [...names].filter((name) => (before.fields[name] ?? null) !== (now[name] ?? null));
}

/**
 * When the log does not reach the base: the noted write not yet in the log (none of the entries is
 * as recent), and what it means for this save. `undefined`: no such write (the record changed
 * outside the back-office); null: it changed only other fields, so this save merges; else a conflict.
 * It is the one change since the base when it was made on the same base; otherwise others came
 * before it and every field this save writes is theirs.
 */
export async function pendingWrite(ctx: GatewayContext, subject: AuditSubject, id: string, check: Check) {
  const { stored, base, writes, now } = check;
  const noted = await ctx.services.state.lastWrites.get(recordKey(subject, id)).catch(() => null);
  if (!noted || stored.some((entry) => entry.at >= Date.parse(noted.at))) return undefined;
  const written = (name: string) => isWritten(name, writes);
  const changed = noted.before?.version === base ? changesOf(noted, now) : Object.keys(now).filter(written);
  const theirs = changed.filter((field) => [...writes].some((name) => overlaps(field, name)));
  if (theirs.length === 0) return null;
  const fields = Object.keys(now).filter((name) => written(name) && theirs.some((field) => overlaps(field, name)));
  return { changedBy: noted.by, changedAt: noted.at, fields } satisfies PendingConflict;
}
