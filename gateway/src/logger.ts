import pino, { type Logger } from 'pino';

/**
 * JSON lines on stdout; LOG_LEVEL=silent in tests. Lines are batched (written
 * once 4 KiB are pending, or every 200 ms): one write per request line was a
 * visible share of the per-request CPU in profiles. main.ts flushes on
 * shutdown. `time` is epoch milliseconds (pino's default, cheaper than
 * formatting a date per line).
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'gateway' } }, pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 200 }));
}
