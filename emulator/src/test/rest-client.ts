// The emulator's own tests speak to it as the gateway does: over HTTP, signed in with a bearer
// token and the Activation-Token the sign-in's code became. One in-memory emulator per test file.
import { createEmulator, type Emulator } from '../server';

export interface RestAnswer {
  status: number;
  /** The parsed JSON body, or null for an empty one. */
  body: unknown;
}

export interface RestClient {
  url: string;
  emulator: Emulator;
  /** A request as a signed-in staff member (admin unless `as` says otherwise). */
  call(method: string, path: string, body?: unknown): Promise<RestAnswer>;
  /** A request with no credentials. */
  anonymous(method: string, path: string, body?: unknown): Promise<RestAnswer>;
  close(): Promise<void>;
}

async function send(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<RestAnswer> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Signs in through /auth/login and /auth/activate, with the code the emulator's outbox holds. */
async function signIn(url: string, email: string, password: string): Promise<Record<string, string>> {
  await send(`${url}/auth/login`, 'POST', {}, { username: email, password });
  const outbox = (await send(`${url}/_dev/outbox`, 'GET', {})).body as { email: string; code: string }[];
  const code = outbox.filter((message) => message.email === email).at(-1)!.code;
  const session = (await send(`${url}/auth/activate`, 'POST', {}, { email, activationToken: code })).body as {
    access_token: string;
  };
  return { authorization: `Bearer ${session.access_token}`, 'activation-token': code };
}

export async function startEmulator(as = { email: 'admin@example.com', password: 'Admin123!' }): Promise<RestClient> {
  const emulator = createEmulator({ inMemory: true, quiet: true });
  const url = await emulator.listen(0, '127.0.0.1');
  const headers = await signIn(url, as.email, as.password);
  return {
    url,
    emulator,
    call: (method, path, body) => send(`${url}${path}`, method, headers, body),
    anonymous: (method, path, body) => send(`${url}${path}`, method, {}, body),
    close: () => emulator.close(),
  };
}
