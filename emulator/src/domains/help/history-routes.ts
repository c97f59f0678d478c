// Spec 001 §7 history log: every help write appends an entry (title, action, the
// record before and after, the changed keys); the screen may then write a comment
// onto it (PUT /history-log/{id}). Writes answer `historyLogId` so the client knows
// which entry its change made (emulator/README.md "Help centre").
import type { EmulatorDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { idParam, type Auth, type Router } from '../../http/router';
import type { StoreData } from '../../model';
import type { HistoryChange } from './model';

const HISTORY_LIMIT = 100;

function changedKeys(before: unknown, after: unknown): HistoryChange[] {
  const asRecord = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const from = asRecord(before);
  const to = asRecord(after);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ key, old: from[key] ?? null, new: to[key] ?? null }));
}

export interface HelpChange {
  websiteId: number;
  title: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** Appends the change's entry inside the write's own store update; its id for the answer. */
export function recordHelpChange(draft: StoreData, auth: Auth | null, change: HelpChange): number {
  const id = draft.nextIds.historyLogs++;
  draft.historyLogs.push({
    id,
    websiteId: change.websiteId,
    type: 'help',
    title: change.title,
    message: '',
    createdAt: new Date().toISOString(),
    userId: auth?.user.id ?? 0,
    userEmail: auth?.user.email ?? '',
    description: {
      message: change.action,
      old: change.before ?? null,
      new: change.after ?? null,
      changed: changedKeys(change.before, change.after),
    },
  });
  return id;
}

/** Records the change and answers what a help create or update answers: the record after it, with its entry's id. */
export function answerHelpChange<After extends object>(
  draft: StoreData,
  auth: Auth | null,
  change: HelpChange & { after: After },
): After & { historyLogId: number } {
  return { ...change.after, historyLogId: recordHelpChange(draft, auth, change) };
}

export function registerHistoryLogRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/history-log', ({ query }) => {
    const websiteId = Number(query.get('websiteId'));
    const type = query.get('type') ?? 'help';
    const page = Math.max(1, Number(query.get('page')) || 1);
    const limit = Math.min(HISTORY_LIMIT, Math.max(1, Number(query.get('limit')) || HISTORY_LIMIT));
    const term = query.get('search')?.trim().toLowerCase() ?? '';
    const matches = (row: { title: string; message: string; userEmail: string }) =>
      !term || [row.title, row.message, row.userEmail].some((text) => text.toLowerCase().includes(term));
    const rows = store
      .read()
      .historyLogs.filter((row) => row.type === type && (!websiteId || row.websiteId === websiteId) && matches(row))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const items = rows
      .slice((page - 1) * limit, page * limit)
      .map(({ userEmail, userId, ...row }) => ({ ...row, user: { id: userId, email: userEmail } }));
    return { status: 200, body: { items, totalItems: rows.length, pageCount: Math.max(1, Math.ceil(rows.length / limit)) } };
  });

  router.add('PUT', '/history-log/:historyLogId', async (ctx) => {
    const id = idParam(ctx, 'historyLogId');
    const message = ctx.body.message;
    if (typeof message !== 'string') throw badRequest([{ property: 'message', constraints: { isString: 'message must be a string' } }]);
    const updated = await store.update((draft) => {
      const row = draft.historyLogs.find((entry) => entry.id === id);
      if (!row) throw notFound('History log not found');
      row.message = message.slice(0, 2000);
      return { id: row.id, message: row.message };
    });
    return { status: 200, body: updated };
  });
}
