import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { createLogger, infoLater } from './logger';

// The request line is made later, on the batch's timer (logger.ts): what an operator reads in the
// log must not change for it, neither the line, nor its time, nor its place among the other lines.

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-log-'));
  file = path.join(dir, 'out.log');
});

afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const flushed = (logger: Logger) => new Promise<void>((resolve, reject) => logger.flush((error) => (error ? reject(error) : resolve())));
const written = () => readFileSync(file, 'utf8');
const lines = () =>
  written()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const fields = { reqId: 'r-1', op: 'UsersList', ms: 1.5, upstreamCalls: 1, errors: 0, status: 200, trusted: true };

describe('a line logged later', () => {
  it('is the line logger.info writes, with the time it was logged at and its place before lines logged after it', async () => {
    const logger = createLogger('info', file);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    infoLater(logger, fields, 'graphql request');
    now.mockReturnValue(2_000);
    logger.warn({ reqId: 'r-2' }, 'upstream slow');
    now.mockReturnValue(3_000);
    logger.info(fields, 'graphql request');
    await flushed(logger);

    const [later, warning, atOnce] = lines();
    expect(later).toEqual({ ...atOnce, time: 1_000 });
    expect(Object.keys(later!)).toEqual(Object.keys(atOnce!));
    expect(warning).toMatchObject({ level: 40, time: 2_000, reqId: 'r-2', msg: 'upstream slow' });
    expect(atOnce).toMatchObject({ level: 30, time: 3_000, service: 'gateway', ...fields, msg: 'graphql request' });
  });

  it('is written by the batch timer, every line whole and in order', async () => {
    const logger = createLogger('info', file);
    for (let i = 0; i < 40; i++) infoLater(logger, { ...fields, reqId: `r-${i}` }, 'graphql request');
    expect(written()).toBe('');

    // No flush: the timer writes them.
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (written()) resolve(clearInterval(check));
      }, 10);
    });
    expect(lines().map((line) => line.reqId)).toEqual(Array.from({ length: 40 }, (_, i) => `r-${i}`));
  });

  it('is not made at all below the logger level', async () => {
    const logger = createLogger('warn', file);
    infoLater(logger, fields, 'graphql request');
    await flushed(logger);
    expect(written()).toBe('');
  });

  it('is written at once by a logger on any other stream', () => {
    const out: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void out.push(line) });
    infoLater(logger, fields, 'graphql request');
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0]!)).toMatchObject({ ...fields, msg: 'graphql request' });
  });
});
