import pino, { type DestinationStream, type Logger } from 'pino';

/** Lines are written once this many characters are pending, or every FLUSH_MS. */
const BATCH_CHARS = 4096;
const FLUSH_MS = 200;

/**
 * JSON lines on stdout; LOG_LEVEL=silent in tests. `time` is epoch
 * milliseconds (pino's default, cheaper than formatting a date per line).
 * main.ts flushes on shutdown.
 */
export function createLogger(level: string): Logger {
  const options = { level, base: { service: 'gateway' } };
  if (level === 'silent') return pino(options);
  return pino(options, new LineBatch(pino.destination({ dest: 1, sync: true, minLength: 0 })));
}

/**
 * Lines kept in a list and handed to sonic-boom (which writes them, retrying a full pipe) one
 * batch at a time: one write per request line was a visible share of the per-request CPU, and
 * sonic-boom's own batching measures the UTF-8 length of its whole pending text on every line,
 * which cost more per request than the rest of the line together (issue 42).
 */
class LineBatch implements DestinationStream {
  private lines: string[] = [];
  private pending = 0;

  constructor(private readonly out: ReturnType<typeof pino.destination>) {
    setInterval(() => this.drain(), FLUSH_MS).unref();
    // What is pending when the process exits (an uncaught error) is still written.
    process.once('exit', () => this.drain());
  }

  write(line: string): void {
    this.lines.push(line);
    this.pending += line.length;
    if (this.pending >= BATCH_CHARS) this.drain();
  }

  /** pino's `logger.flush(cb)`. */
  flush(cb?: (error?: Error) => void): void {
    this.drain();
    this.out.flush(cb);
  }

  private drain(): void {
    if (this.pending === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.pending = 0;
    this.out.write(text);
  }
}
