import { request } from 'undici';
import { loadConfig } from '../config';
import { createGateway, type Gateway } from '../server';
import { createInProcessEmulator, type InProcessEmulator } from './emulator';
import { TEST_SECRET } from './harness';
import { flushRedis, redisTestUrl } from './redis';

// Two gateway replicas over one emulator, sharing the test Redis: what several replicas behind a
// load balancer share (session events, the change feed, presence, version notes) is tried here.

export interface Replicas {
  emulatorUrl: string;
  /** Each replica's base URL. */
  bases: string[];
  close(): Promise<void>;
}

/** Starts an emulator and two replicas on REDIS_URL (flushed first); `env` adds settings. */
export async function startReplicas(env: Record<string, string> = {}): Promise<Replicas> {
  await flushRedis();
  const emulator: InProcessEmulator = createInProcessEmulator();
  const emulatorUrl = await emulator.listen(0, '127.0.0.1');
  const settings = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPSTREAM_API_URL: emulatorUrl,
    SESSION_SECRET: TEST_SECRET,
    WEB_DIST: '/nonexistent',
    REDIS_URL: redisTestUrl()!,
    ...env,
  };
  const replicas: Gateway[] = [createGateway(loadConfig(settings, () => {})), createGateway(loadConfig(settings, () => {}))];
  const bases = await Promise.all(replicas.map(async (replica) => (await replica.listen(0, '127.0.0.1')).url));
  return {
    emulatorUrl,
    bases,
    async close() {
      for (const replica of replicas) await replica.close();
      await emulator.close();
    },
  };
}

/** One GraphQL request to a replica, with the session's headers. */
export async function gqlAt(base: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const response = await request(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.body.json()) as { data?: any; errors?: any[] };
}
