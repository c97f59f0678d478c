import type { Logger } from 'pino';
import type { ActivityList, ActivityQuery, ActivityStore, NewActivityEntry } from './entry';

// Between the audited writes and the store. A write never fails with the store: `record` queues
// the entry and resolves once it is stored, so a write answers after its entry is durable and a
// replica killed a moment later loses no acknowledged write's entry. The write waits no longer
// than `WRITE_WAIT_MS` for all of it (graphql/audit/audit-log.ts: the after-snapshot read, then
// the store) and not at all once the store refused: what the store refused stays queued
// (bounded: the oldest go first when it is full) and is tried again every `retryMs`.
// `health()` tells the Activity screen and /healthz what is waiting and why.

export interface RecorderOptions {
  /** Entries kept waiting while the store is down; beyond it the oldest are dropped (and counted). */
  queueMax: number;
  retryMs: number;
  /** Entries older than this many days are pruned at start and then daily. */
  retentionDays: number;
}

/** Running totals since start, for the metrics. */
export interface ActivityCounts {
  written: number;
  /** Writes of a batch the store refused (each retry counts). */
  failures: number;
  dropped: number;
}

export interface ActivityHealth {
  engine: ActivityStore['engine'];
  ok: boolean;
  pending: number;
  dropped: number;
  lastError: string | null;
  lastFailureAt: string | null;
}

const BATCH = 100;
/** The longest a write's answer waits for its entry (then it answers, the entry still on its way). */
export const WRITE_WAIT_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class ActivityRecorder {
  private pending: NewActivityEntry[] = [];
  private flushing: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly pruneTimer: NodeJS.Timeout;
  /** The prune run at start (awaited by tests). */
  readonly startPrune: Promise<void>;
  private state = { ok: true, dropped: 0, lastError: null as string | null, lastFailureAt: null as string | null };
  readonly counts: ActivityCounts = { written: 0, failures: 0, dropped: 0 };
  /** Entries a write's answer named (by ref) and not stored yet: who asks for them waits (`stored`). */
  private readonly expected = new Map<string, { arrived: Promise<void>; settle: () => void }>();
  /** Queued entries whose write waits for them (`record`'s promise). */
  private readonly waiting = new Map<NewActivityEntry, () => void>();

  constructor(
    private readonly store: ActivityStore,
    private readonly logger: Logger,
    private readonly options: RecorderOptions,
  ) {
    this.startPrune = this.prune();
    this.pruneTimer = setInterval(() => void this.prune(), DAY_MS);
    this.pruneTimer.unref();
  }

  /**
   * A write's entry is on its way (its after-snapshot is being read, then it is queued): its answer
   * names `ref` at once, and a read of it made meanwhile (the notice's Undo) waits for it.
   */
  expect(ref: string): void {
    let settle = () => {};
    const arrived = new Promise<void>((resolve) => (settle = resolve));
    this.expected.set(ref, { arrived, settle });
  }

  /** The entry `ref` is stored, or will not be (its recording failed, the queue dropped it): nobody waits for it any longer. */
  settled(ref: string | null | undefined): void {
    if (!ref) return;
    this.expected.get(ref)?.settle();
    this.expected.delete(ref);
  }

  /**
   * Resolves once the entries named by `refs` that this replica expects are stored, or after
   * `withinMs` (the store is down: they wait in the queue). Entries of other replicas are not waited for.
   */
  async stored(refs: readonly string[], withinMs: number): Promise<void> {
    const waits = refs.flatMap((ref) => this.expected.get(ref)?.arrived ?? []);
    if (waits.length === 0) return;
    await within(
      Promise.all(waits).then(() => undefined),
      withinMs,
    );
  }

  /** Queues `entry`; resolves once it is stored, dropped, or the store refused it (it stays queued for the retry). */
  record(entry: NewActivityEntry): Promise<void> {
    const done = new Promise<void>((resolve) => this.waiting.set(entry, resolve));
    this.pending.push(entry);
    const over = this.pending.length - this.options.queueMax;
    if (over > 0) {
      for (const dropped of this.pending.splice(0, over)) this.written(dropped);
      this.state.dropped += over;
      this.counts.dropped += over;
      this.logger.error({ dropped: over }, 'activity queue full: oldest entries dropped');
    }
    // During an outage (a retry is due) the write does not wait: its entry waits in the queue.
    if (this.retryTimer) this.release(entry);
    else void this.flush();
    return done;
  }

  /** The write of `entry` waits no longer (the entry is stored, dropped, or left to the queue while the store is down). */
  private release(entry: NewActivityEntry) {
    this.waiting.get(entry)?.();
    this.waiting.delete(entry);
  }

  /** `entry` is stored, or never will be: neither its write nor a read of its ref waits for it. */
  private written(entry: NewActivityEntry) {
    this.release(entry);
    this.settled(entry.ref);
  }

  /** Writes what is queued; resolves when the queue is empty or the store refused (tests, shutdown). */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain() {
    while (this.pending.length > 0) {
      const batch = this.pending.slice(0, BATCH);
      try {
        await this.store.append(batch);
        this.counts.written += batch.length;
        for (const entry of batch) this.written(entry);
        // Entries queued meanwhile stay; only the written batch leaves (the queue may have dropped some of it).
        this.pending = this.pending.filter((entry) => !batch.includes(entry));
        this.state.ok = true;
      } catch (error) {
        this.counts.failures += 1;
        this.state = { ...this.state, ok: false, lastError: messageOf(error), lastFailureAt: new Date().toISOString() };
        this.logger.error({ err: error, pending: this.pending.length }, 'activity store write failed; will retry');
        // The writes waiting on these entries answer now; the entries stay queued for the retry.
        for (const entry of this.pending) this.release(entry);
        this.scheduleRetry();
        return;
      }
    }
  }

  private scheduleRetry() {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, this.options.retryMs);
    this.retryTimer.unref();
  }

  private async prune() {
    try {
      const removed = await this.store.prune(Date.now() - this.options.retentionDays * DAY_MS);
      if (removed > 0) this.logger.info({ removed }, 'activity entries past retention pruned');
    } catch (error) {
      this.logger.warn({ err: error }, 'activity prune failed');
    }
  }

  list(query: ActivityQuery, offset: number, limit: number): Promise<ActivityList> {
    return this.store.list(query, offset, limit);
  }

  areas(): Promise<string[]> {
    return this.store.areas();
  }

  /** When the oldest entry still waiting was recorded (epoch ms), or null when none waits. */
  oldestPendingAt(): number | null {
    return this.pending[0]?.at ?? null;
  }

  /** Whether the store answers now (a trivial query). */
  ping(): Promise<void> {
    return this.store.ping();
  }

  health(): ActivityHealth {
    return { engine: this.store.engine, pending: this.pending.length, ...this.state };
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.flush().catch(() => undefined);
    await this.store.close();
  }
}

/** `promise`, or nothing after `ms`. */
export async function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([promise, late]);
  clearTimeout(timer);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));
