import { request } from 'undici';
import { useEmulatorStack } from '../test/emulator-stack';

// What a load balancer asks a replica: alive, ready, and draining on SIGTERM (issue 29).

const stack = useEmulatorStack();

async function get(path: string) {
  const res = await request(`${stack.base}${path}`);
  return { status: res.statusCode, connection: res.headers.connection, body: (await res.body.json()) as { status: string } };
}

async function readyz() {
  // Ready follows the stores' first answer, a moment after listening.
  for (let tries = 0; ; tries++) {
    const answer = await get('/readyz');
    if (answer.status === 200 || tries > 100) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('liveness and readiness', () => {
  it('is alive, and ready once started, with connections kept alive', async () => {
    expect(await get('/livez')).toMatchObject({ status: 200, body: { status: 'alive' } });
    const ready = await readyz();
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(ready.connection).not.toBe('close');
  });

  // Connections stay alive through the drain: closing each after its answer made nginx (which does
  // not poll /readyz) open one per request, and one waiting to be accepted when the server stopped
  // was reset with its mutation unread. They close once the server stops taking connections.
  it('says no to new traffic once draining, and still answers, on kept-alive connections', async () => {
    stack.gateway.drain();
    expect(await get('/readyz')).toMatchObject({ status: 503, connection: 'keep-alive', body: { status: 'draining' } });
    expect((await get('/livez')).status).toBe(200);
    const res = await request(`${stack.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...stack.auth },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('keep-alive');
    expect(await res.body.json()).toEqual({ data: { viewer: { email: 'admin@example.com' } } });
  });
});
