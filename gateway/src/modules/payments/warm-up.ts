import { MAX_RANGE_DAYS } from '@backoffice/rules/payments';
import type { GatewayServices, Provider } from '../../context';
import type { UpstreamCaller } from '../../upstream/caller';
import type { UpstreamAuth } from '../../upstream/http-client';
import { dayReads, SettledDays, utcDaySettled, type DayReads } from './settled-days';

// The past year's payment figures kept before anyone asks for them (issue 40: a year's summary,
// cold, read a million payments through the upstream). The gateway holds no credentials of its
// own, so the warm-up starts when someone who may read payments opens the app (their viewer
// says so), and reads with their session, in the background: two UTC days at a time, so that it
// never starves the requests of the people at work, each day kept as soon as it is read. One
// replica does it for all (a lock in the shared state); the others find the days kept. A range
// the warm-up has not reached yet is computed as before (summary.ts), never estimated.

/** Every UTC day a range of the longest kind in any zone touches (a zone reaches a day either side). */
const DAYS_BACK = MAX_RANGE_DAYS + 2;
/** UTC days read at once: each is a few pages, one after the other. */
const DAYS_AT_ONCE = 2;
/** Days per step: kept, then the next step's are looked up again (another replica may have read them). */
const STEP_DAYS = 16;
/** Longer than a cold year takes; a replica that dies holding it frees it by then. */
const LOCK_MS = 30 * 60_000;
/** After a warm-up that stopped (a session that ended, an upstream down), the next one waits this long. */
const RETRY_AFTER_MS = 5 * 60_000;
const LOCK = 'payments:warm-up';

export interface WarmUpOutcome {
  /** The UTC days read from the upstream (not kept before). */
  read: number;
  /** Null when another replica held the lock. */
  done: boolean | null;
}

export class PaymentsWarmUp {
  private running: Promise<WarmUpOutcome> | null = null;
  /** The UTC day whose past year is all kept (nothing to do until the next day). */
  private warmedOn: string | null = null;
  private lastStart = -Infinity;

  constructor(
    private readonly services: GatewayServices,
    private readonly reading: DayReads = new Map(),
  ) {}

  /** The run under way, if any. */
  get current(): Promise<WarmUpOutcome> | null {
    return this.running;
  }

  /** Starts the warm-up with this session unless it runs, is done today or stopped lately; the run, or null. */
  start(auth: UpstreamAuth, now = Date.now()): Promise<WarmUpOutcome> | null {
    const today = new Date(now).toISOString().slice(0, 10);
    if (this.running || this.warmedOn === today || now - this.lastStart < RETRY_AFTER_MS) return null;
    this.lastStart = now;
    this.running = this.run(auth, today, now).finally(() => (this.running = null));
    return this.running;
  }

  private async run(auth: UpstreamAuth, today: string, now: number): Promise<WarmUpOutcome> {
    const { state, logger, upstreams } = this.services;
    const call: UpstreamCaller = (req, given) => upstreams.api.request(req, given === undefined ? auth : given, { calls: [] });
    const settled = new SettledDays(state.settled, call, logger, this.reading);
    const token = await state.settled.claim(LOCK, LOCK_MS).catch(() => null);
    if (token === null) return { read: 0, done: null };
    const started = performance.now();
    let read = 0;
    try {
      const days = Array.from({ length: DAYS_BACK }, (_, i) => new Date(now - (i + 1) * 86_400_000).toISOString().slice(0, 10)).filter(
        (day) => utcDaySettled(day, now),
      );
      const missing = await settled.missingQuarterHours(days);
      if (missing.length > 0) logger.info({ days: missing.length }, 'payment figures warm-up started');
      for (let i = 0; i < missing.length; i += STEP_DAYS) {
        const step = await settled.missingQuarterHours(missing.slice(i, i + STEP_DAYS));
        await settled.quarterHours(step, DAYS_AT_ONCE);
        read += step.length;
      }
      this.warmedOn = today;
      if (read > 0) logger.info({ days: read, ms: Math.round(performance.now() - started) }, 'payment figures warm-up done');
      return { read, done: true };
    } catch (error) {
      logger.warn({ err: error, days: read }, 'payment figures warm-up stopped: the days not kept are computed when asked');
      return { read, done: false };
    } finally {
      await state.settled.release(LOCK, token).catch(() => undefined);
    }
  }
}

/** The replica's warm-up: the days it reads are the ones its summaries wait for rather than read again. */
export const paymentsWarmUp: Provider<PaymentsWarmUp> = {
  scope: 'replica',
  create: (ctx) => new PaymentsWarmUp(ctx.services, ctx.use(dayReads)),
};
