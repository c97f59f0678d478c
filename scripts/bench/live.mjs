// The cost of changes seen live (issue 28): the users page's throughput with 0 and 100 open
// (idle) event streams, the gateway's memory per open stream, and how long a write takes to
// reach another staff member's stream.
import { existsSync, readFileSync } from 'node:fs';
import { Session, openStream } from '../lib/cluster-client.mjs';
import { appUsersList, load } from './throughput.mjs';

const FEED = 'subscription { entityChanged { operation entityId } }';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resident memory of a process in MiB (Linux /proc), or null. */
function rssMiB(pid) {
  if (!pid || !existsSync(`/proc/${pid}/status`)) return null;
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kib / 1024;
}

async function usersRate(gatewayUrl, cookie) {
  const opts = {
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    body: appUsersList().byHash,
    headers: { 'content-type': 'application/json', cookie, 'x-graphql-operation': 'query' },
  };
  await load(opts, 2);
  const rounds = [];
  for (let i = 0; i < 3; i += 1) rounds.push((await load(opts, 5)).rps);
  return median(rounds);
}

export async function liveFigures({ gatewayUrl, emulatorUrl, gatewayPid }) {
  const admin = new Session(gatewayUrl);
  await admin.signIn('admin@example.com', 'Admin123!', emulatorUrl);
  const developer = new Session(gatewayUrl);
  await developer.signIn('developer@example.com', 'Developer123!', emulatorUrl);

  const idle = await usersRate(gatewayUrl, admin.cookieHeader());
  globalThis.gc?.();
  const before = rssMiB(gatewayPid);
  // 100 open streams as ten staff with ten tabs each: one session may hold 16 (LIVE_STREAMS_PER_SESSION).
  const streams = [];
  for (let person = 0; person < 10; person += 1) {
    const session = person === 0 ? admin : new Session(gatewayUrl);
    if (person > 0) await session.signIn('admin@example.com', 'Admin123!', emulatorUrl);
    for (let tab = 0; tab < 10; tab += 1) streams.push(await openStream(session, gatewayUrl, FEED));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssMiB(gatewayPid);
  const withStreams = await usersRate(gatewayUrl, admin.cookieHeader());

  // Write → the admin's first stream hears it; the other 99 hear it too (fan-out included).
  const latencies = [];
  const listener = streams[0];
  for (let i = 0; i < 21; i += 1) {
    const started = performance.now();
    const heard = listener.next();
    await developer.post('mutation($input: IconInput!) { createIcon(input: $input) { icon { id } } }', {
      input: { name: `live bench ${Date.now()} ${i}`, slugs: [`live-bench-${Date.now()}-${i}`] },
    });
    await heard;
    latencies.push(performance.now() - started);
  }
  for (const stream of streams) stream.close();
  return {
    idleRps: idle,
    streamsRps: withStreams,
    perStreamKiB: before !== null && after !== null ? ((after - before) * 1024) / 100 : null,
    writeToScreenMs: median(latencies.slice(1)),
    writeToScreenMaxMs: Math.max(...latencies.slice(1)),
  };
}
