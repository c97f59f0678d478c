// The emulator as a value: createEmulator() wires the store, the routes and the
// fault switches into a node:http server that tests can start and stop at will.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { EmulatorDeps } from './deps';
import { Faults } from './faults';
import { authenticate } from './guard';
import { readJsonBody } from './http/body';
import { HttpError } from './http/errors';
import { send, sendMalformed, sendStream } from './http/respond';
import { Router } from './http/router';
import { Store } from './store';
import { EMULATOR_ROUTES } from './domains';
import type { SeedVolume } from './seed/volume';

export { Store } from './store';
export { Faults, type Fault, type FaultKind } from './faults';
export { seedData, STAFF_PASSWORD } from './datasets/demo';
export { SEED_VOLUMES, seedVolume, type SeedVolume } from './seed/volume';
export type { PublicUser, StoreData, UserRecord } from './model';
export { territoryHierarchy } from './domains/organisation/territory-seed';

/** `<repo>/.data/emulator`, the same from src/ and from dist/. */
export const DEFAULT_DATA_DIR = resolve(__dirname, '../../.data/emulator');

export interface EmulatorOptions {
  /** Where store.sqlite lives; default DEFAULT_DATA_DIR. Ignored when inMemory. */
  dataDir?: string;
  /** Keep the data in memory only (fast unit tests). */
  inMemory?: boolean;
  /** No console output (outbox codes, seeding, errors). */
  quiet?: boolean;
  /** Start from a fresh seed, overwriting the saved data. */
  reset?: boolean;
  /** The volume new data is seeded at (and /_dev/reset seeds again at): SEED_VOLUME, default demo. */
  volume?: SeedVolume;
}

export interface Emulator {
  server: Server;
  store: Store;
  faults: Faults;
  /** Starts listening (port 0 = any free port); resolves with the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops at once: cancels slow faults, drops connections, closes the store (every write is already on disk). */
  close(): Promise<void>;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const log = options.quiet ? () => undefined : (line: string) => console.log(line);
  const store = new Store({
    dataDir: options.inMemory ? undefined : (options.dataDir ?? DEFAULT_DATA_DIR),
    inMemory: options.inMemory,
    reset: options.reset,
    volume: options.volume,
    warn: options.quiet ? () => undefined : (line) => console.warn(line),
    log,
  });
  const faults = new Faults();
  const deps: EmulatorDeps = { store, faults, log };
  const router = new Router();
  for (const register of EMULATOR_ROUTES) register(router, deps);

  const delays = new Set<NodeJS.Timeout>();
  let closing = false;

  async function dispatch(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    const method = req.method ?? 'GET';
    const match = router.match(method, path);
    if (!match) throw new HttpError(404, `Cannot ${method} ${path}`);
    const body = BODY_METHODS.has(method) && !match.route.rawBody ? await readJsonBody(req) : {};
    const auth = match.route.isPublic ? null : authenticate(store.read(), req);
    const reply = await match.route.handler({ req, path, query, params: match.params, body, auth });
    if (reply.stream) return sendStream(res, reply.status, reply.headers ?? {}, reply.stream);
    send(res, reply.status, reply.body);
  }

  /** The request is handled (and its change saved) at once; its answer leaves `delayMs` later. */
  function holdAnswer(res: ServerResponse, delayMs: number): void {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const timer = setTimeout(() => {
        delays.delete(timer);
        if (!res.destroyed) end(...args);
      }, delayMs);
      delays.add(timer);
      return res;
    }) as ServerResponse['end'];
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const fault = faults.take(path);
    if (fault?.kind === '500') return send(res, 500, { statusCode: 500, message: 'Internal server error' });
    if (fault?.kind === 'malformed') return sendMalformed(res);
    if (fault?.kind === 'slow') {
      await new Promise<void>((done) => {
        const timer = setTimeout(() => {
          delays.delete(timer);
          done();
        }, fault.delayMs);
        delays.add(timer);
      });
      // A client that gave up is not answered, and its request has no effect.
      if (closing || res.destroyed || req.socket.destroyed) return;
    }
    if (fault?.kind === 'late') holdAnswer(res, fault.delayMs);
    await dispatch(req, res, path, url.searchParams);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return send(res, error.statusCode, error.body);
      if (!options.quiet) console.error('[emulator] unexpected error', error);
      send(res, 500, { statusCode: 500, message: 'Internal server error' });
    });
  });

  return {
    server,
    store,
    faults,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolveUrl, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const unspecified = address.address === '0.0.0.0' || address.address === '::';
          const shownHost = unspecified ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolveUrl(`http://${shownHost}:${address.port}`);
        });
      });
    },
    async close() {
      closing = true;
      // A pending "slow" timer would otherwise keep the process alive.
      for (const timer of delays) clearTimeout(timer);
      delays.clear();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await store.flush();
      store.close();
    },
  };
}
