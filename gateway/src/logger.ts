import pino, { type DestinationStream, type Logger } from 'pino';

/** Lines are written once this many characters are pending, or every FLUSH_MS. */
const BATCH_CHARS = 4096;
const FLUSH_MS = 50;
/** Lines logged later (`infoLater`) wait for the timer, up to this many. */
const MAX_LATER = 4096;

/** The time a line logged later was logged at, while it is being made; 0 the rest of the time. */
let loggedAt = 0;

/**
 * JSON lines on stdout (or `dest`, a file: tests); LOG_LEVEL=silent in tests. `time` is epoch
 * milliseconds (pino's default, cheaper than formatting a date per line). main.ts flushes on shutdown.
 */
export function createLogger(level: string, dest: number | string = 1): Logger {
  // pino's own epoch stamp, unless the line is one logged earlier (`infoLater`).
  const timestamp = () => `,"time":${loggedAt || Date.now()}`;
  const options = { level, base: { service: 'gateway' }, timestamp };
  if (level === 'silent') return pino(options);
  return pino(options, new LineBatch(pino.destination({ dest, sync: true, minLength: 0 })));
}

/**
 * `logger.info(fields, msg)`, with the line made later, on the batch's timer, away from the
 * request. Made at the end of each request, the line cost the users page ~6 µs of CPU in paired
 * A/Bs, where the same line made a second time cost ~0 and ~1 µs in a loop; made on the timer,
 * the page cost 2–4.5 µs less (issue 42). The line keeps its place among the logger's lines and its time.
 */
export function infoLater(logger: Logger, fields: object, msg: string): void {
  if (!logger.isLevelEnabled('info')) return;
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
  if (stream instanceof LineBatch) stream.later({ logger, fields, msg, at: Date.now() });
  else logger.info(fields, msg);
}

interface LaterLine {
  logger: Logger;
  fields: object;
  msg: string;
  at: number;
}

/**
 * Lines kept in a list and handed to sonic-boom (which writes them, retrying a full pipe) one
 * batch at a time: one write per request line was a visible share of the per-request CPU, and
 * sonic-boom's own batching measures the UTF-8 length of its whole pending text on every line,
 * which cost more per request than the rest of the line together (issue 42).
 */
class LineBatch implements DestinationStream {
  private lines: (string | LaterLine)[] = [];
  private chars = 0;
  private laterCount = 0;
  /** The line pino just made, while a later line is being made. */
  private made: string | null = null;
  private making = false;

  constructor(private readonly out: ReturnType<typeof pino.destination>) {
    setInterval(() => this.drain(), FLUSH_MS).unref();
    // What is pending when the process exits (an uncaught error) is still written.
    process.once('exit', () => this.drain());
  }

  write(line: string): void {
    if (this.making) {
      this.made = line;
      return;
    }
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= BATCH_CHARS) this.drain();
  }

  later(line: LaterLine): void {
    this.lines.push(line);
    if (++this.laterCount >= MAX_LATER) this.drain();
  }

  /** pino's `logger.flush(cb)`. */
  flush(cb?: (error?: Error) => void): void {
    this.drain();
    this.out.flush(cb);
  }

  private drain(): void {
    if (this.lines.length === 0) return;
    const lines = this.lines;
    this.lines = [];
    this.chars = 0;
    this.laterCount = 0;
    this.out.write(lines.map((line) => (typeof line === 'string' ? line : this.make(line))).join(''));
  }

  /** The text of a line logged later, as pino makes it, with the time it was logged at. */
  private make({ logger, fields, msg, at }: LaterLine): string {
    this.making = true;
    loggedAt = at;
    try {
      logger.info(fields, msg);
      return this.made ?? '';
    } finally {
      this.making = false;
      this.made = null;
      loggedAt = 0;
    }
  }
}
