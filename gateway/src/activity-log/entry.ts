// What the activity store keeps of one successful write (issue 19), and how the list is asked for.

export interface ActivityChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface NewActivityEntry {
  /** Epoch milliseconds. */
  at: number;
  userId: string | null;
  userEmail: string | null;
  area: string;
  operation: string;
  entityType: string | null;
  entityId: string | null;
  entityLabel: string | null;
  changes: ActivityChange[];
  /** Given before the entry is stored, so the write's answer can name it (the notice's Undo); null for older entries. */
  ref?: string | null;
  /** The bulk action this write was one row of (its author's id, then the app's id for it); null when alone. */
  batch?: string | null;
}

export interface ActivityEntry extends NewActivityEntry {
  id: string;
}

export interface ActivityQuery {
  /** One entry by its id (a revert names it). */
  id?: string | null;
  /** The entries these references name (the entries a write's answer named). */
  refs?: readonly string[] | null;
  /** The entries of one bulk action. */
  batch?: string | null;
  /** The entries putting back this one (its reverts and restores, whatever record they wrote). */
  reverts?: string | null;
  /** Part of the author's email, any case. */
  user?: string | null;
  area?: string | null;
  operation?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  /** Epoch milliseconds, included. */
  from?: number | null;
  /** Epoch milliseconds, excluded. */
  to?: number | null;
}

export interface ActivityList {
  items: ActivityEntry[];
  total: number;
}

/** One small repository, two engines (SQLite embedded, PostgreSQL shared by replicas); the same tests run on both. */
export interface ActivityStore {
  readonly engine: 'sqlite' | 'postgres';
  append(entries: readonly NewActivityEntry[]): Promise<void>;
  /** Newest first. */
  list(query: ActivityQuery, offset: number, limit: number): Promise<ActivityList>;
  /** The distinct areas stored, sorted. */
  areas(): Promise<string[]>;
  /** Resolves when the store answers a trivial query (the metrics' reachability), rejects when it does not. */
  ping(): Promise<void>;
  /** Deletes entries older than `before` (epoch ms); answers how many went. */
  prune(before: number): Promise<number>;
  close(): Promise<void>;
}

/** Long texts are cut so one entry stays small (a translation's phrase, a help page's content). */
export const MAX_VALUE_LENGTH = 500;
export const CUT_MARKER = '… [cut]';

export function cutText(value: string): string {
  return value.length > MAX_VALUE_LENGTH ? value.slice(0, MAX_VALUE_LENGTH) + CUT_MARKER : value;
}
