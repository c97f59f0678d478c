import { request } from 'undici';
import { loadConfig } from './config';
import { createGateway, type Gateway } from './server';
import { createInProcessEmulator, type InProcessEmulator } from './test/emulator';
import { TEST_SECRET } from './test/harness';

// Gateway + the real emulator, both in process on free ports, over HTTP with
// a cookie jar like a browser's: the REST contract as both sides implement it.

let emulator: InProcessEmulator;
let emulatorUrl: string;
let gateway: Gateway;
let gatewayUrl: string;

beforeAll(async () => {
  emulator = createInProcessEmulator();
  emulatorUrl = await emulator.listen(0, '127.0.0.1');
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPSTREAM_API_URL: emulatorUrl,
      SESSION_SECRET: TEST_SECRET,
      UPSTREAM_TIMEOUT_MS: '500',
      // The production default: the revocation test shows a 401 evicts the cached viewer.
      VIEWER_CACHE_MS: '5000',
      WEB_DIST: '/nonexistent-web-dist',
    },
    () => {},
  );
  gateway = createGateway(config);
  gatewayUrl = (await gateway.listen(0, '127.0.0.1')).url;
});
afterAll(async () => {
  await gateway.close();
  await emulator.close();
});
afterEach(async () => {
  await dev('DELETE', '/_dev/faults');
});

class Browser {
  private readonly jar = new Map<string, string>();

  async gql(query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: any[] }> {
    const res = await request(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/Max-Age=0/.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return (await res.body.json()) as { data?: any; errors?: any[] };
  }

  async signIn(email: string, password: string): Promise<void> {
    const first = await this.gql(SIGN_IN, { input: { email, password } });
    if (first.data.signIn.status === 'SIGNED_IN') return;
    expect(first.data.signIn.status).toBe('ACTIVATION_REQUIRED');
    const outbox = (await dev('GET', '/_dev/outbox')) as Array<{ email: string; code: string }>;
    const code = outbox.filter((m) => m.email === email).at(-1)!.code;
    const activated = await this.gql(ACTIVATE, { input: { email, code: code.toLowerCase() } });
    expect(activated.data.activate.userErrors).toEqual([]);
  }
}

async function dev(method: 'GET' | 'POST' | 'DELETE' | 'PATCH', path: string, body?: object): Promise<unknown> {
  const res = await request(`${emulatorUrl}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.body.text();
  return text ? JSON.parse(text) : undefined;
}

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { status userErrors { field message } } }';
const ACTIVATE = 'mutation ($input: ActivateInput!) { activate(input: $input) { viewer { id } userErrors { field message } } }';
const codes = (r: { errors?: any[] }) => (r.errors ?? []).map((e) => e.extensions?.code);

describe('against the emulator', () => {
  const admin = new Browser();

  beforeAll(() => admin.signIn('admin@example.com', 'Admin123!'));

  it('stays activated across sign-out: the next sign-in needs no code', async () => {
    const b = new Browser();
    await b.signIn('manager@example.com', 'Manager123!');
    expect((await b.gql('mutation { signOut { ok } }')).data.signOut.ok).toBe(true);
    expect((await b.gql('{ viewer { id } }')).data.viewer).toBeNull();
    const again = await b.gql(SIGN_IN, { input: { email: 'manager@example.com', password: 'Manager123!' } });
    expect(again.data.signIn.status).toBe('SIGNED_IN');
  });

  it('rejects a wrong password with the upstream message', async () => {
    const r = await new Browser().gql(SIGN_IN, { input: { email: 'admin@example.com', password: 'wrong' } });
    expect(r.data.signIn).toEqual({ status: null, userErrors: [{ field: null, message: 'Invalid credentials' }] });
  });

  it('pages, searches and sorts users', async () => {
    const r = await admin.gql(
      '{ users(pageSize: 10, sort: { column: EMAIL, direction: ASC }) { items { email } totalItems pageCount page } }',
    );
    expect(r.data.users.items).toHaveLength(10);
    expect(r.data.users.totalItems).toBeGreaterThan(50);
    const emails = r.data.users.items.map((u: { email: string }) => u.email);
    expect([...emails].sort()).toEqual(emails);
    const search = await admin.gql('{ users(search: "manager@") { items { email } totalItems } }');
    expect(search.data.users).toEqual({ items: [{ email: 'manager@example.com' }], totalItems: 1 });
  });

  it('creates, edits, sets permissions on and deletes a Manager', async () => {
    const created = await admin.gql(
      'mutation { createUser(input: { email: "it-new@example.com", password: "Secret1!", role: MANAGER }) { user { id permissions { level } } userErrors { field message } } }',
    );
    expect(created.data.createUser.userErrors).toEqual([]);
    const id = created.data.createUser.user.id as string;
    expect(created.data.createUser.user.permissions.every((p: { level: string }) => p.level === 'NONE')).toBe(true);

    const dup = await admin.gql(
      'mutation { createUser(input: { email: "it-new@example.com", password: "Secret1!", role: MANAGER }) { user { id } userErrors { field message } } }',
    );
    expect(dup.data.createUser.userErrors).toEqual([{ field: 'email', message: expect.any(String) }]);

    const updated = await admin.gql(
      `mutation { updateUser(input: { id: "${id}", email: "it-renamed@example.com", role: MANAGER }) { user { email } userErrors { message } } }`,
    );
    expect(updated.data.updateUser).toEqual({ user: { email: 'it-renamed@example.com' }, userErrors: [] });

    const perms = await admin.gql(
      `mutation { updateUserPermissions(input: { userId: "${id}", permissions: [{ key: HELP_HELP, level: WRITE }], websitePermissions: [{ websiteId: "1", level: READ }], helpPermissions: [] }) { user { permissions { key level } websitePermissions { websiteId level } } } }`,
    );
    expect(perms.data.updateUserPermissions.user.permissions).toContainEqual({ key: 'HELP_HELP', level: 'WRITE' });
    expect(perms.data.updateUserPermissions.user.websitePermissions).toEqual([{ websiteId: '1', level: 'READ' }]);

    const deleted = await admin.gql(`mutation { deleteUser(id: "${id}") { deletedUserId } }`);
    expect(deleted.data.deleteUser.deletedUserId).toBe(id);
    expect((await admin.gql(`{ user(id: "${id}") { id } }`)).data.user).toBeNull();
  });

  it('shows a manager only their websites and refuses them the users list', async () => {
    const m = new Browser();
    await m.signIn('manager@example.com', 'Manager123!');
    const sites = await m.gql('{ websites { items { id viewerLevel } totalItems } }');
    expect(sites.data.websites.items.map((w: { id: string }) => w.id)).toEqual(['1', '2']);
    expect(codes(await m.gql('{ users { totalItems } }'))).toEqual(['FORBIDDEN']);
  });

  it('maps emulator faults: 500 and malformed bodies → UPSTREAM_UNAVAILABLE', async () => {
    await dev('POST', '/_dev/faults', { kind: '500', path: '/users' });
    expect(codes(await admin.gql('{ users { totalItems } }'))).toEqual(['UPSTREAM_UNAVAILABLE']);
    await dev('DELETE', '/_dev/faults');
    await dev('POST', '/_dev/faults', { kind: 'malformed', path: '/users' });
    expect(codes(await admin.gql('{ users { totalItems } }'))).toEqual(['UPSTREAM_UNAVAILABLE']);
  });

  it('maps a slow upstream past the timeout → UPSTREAM_UNAVAILABLE', async () => {
    await dev('POST', '/_dev/faults', { kind: 'slow', path: '/users', delayMs: 2000 });
    const r = await admin.gql('{ users { totalItems } }');
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(r.errors![0].message).toBe('The operator API is not responding. Please try again.');
  });

  it('keeps a user whose stored permissions are malformed, with field errors', async () => {
    await dev('PATCH', '/_dev/users/10', { onlinePermissions: '{broken' });
    const r = await admin.gql('{ user(id: "10") { id email permissions { key } } }');
    expect(r.data.user).toEqual({ id: '10', email: expect.stringContaining('@'), permissions: null });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });

  it('answers UNAUTHENTICATED once the upstream revokes the session, and viewer turns null', async () => {
    const b = new Browser();
    await b.signIn('developer@example.com', 'Developer123!');
    expect((await b.gql('{ viewer { id } }')).data.viewer).not.toBeNull(); // now cached
    await dev('POST', '/_dev/revoke', { email: 'developer@example.com' });
    expect(codes(await b.gql('{ users { totalItems } }'))).toEqual(['UNAUTHENTICATED']);
    expect((await b.gql('{ viewer { id } }')).data.viewer).toBeNull();
  });
});
