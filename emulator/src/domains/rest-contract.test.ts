import { readdirSync } from 'node:fs';
import { startEmulator, type RestClient } from '../test/rest-client';

// The emulator's REST contract as the seeds describe it, domain by domain: the paths the gateway
// reads, the shape each answers, paging, and the error shapes (NestJS's {statusCode, message,
// error}). The gateway's tests rely on it; a route the gateway happens not to call is still seen here.

type Shape = 'page' | 'items' | 'array' | 'object';

/** Every domain's reads: [path, the shape of its answer]. */
const READS: Record<string, [path: string, shape: Shape][]> = {
  auth: [], // sign-in is public; check-auth is a POST (below)
  users: [
    ['/users', 'page'],
    ['/users/1', 'object'],
  ],
  websites: [
    ['/websites', 'page'],
    ['/websites/1', 'object'],
  ],
  organisation: [
    ['/company/get-all', 'page'],
    ['/company/1/markets', 'page'],
    ['/markets/1', 'object'],
    ['/markets/1/betshops', 'page'],
    ['/betshops', 'page'],
    ['/company/1/bredcrumps', 'object'],
  ],
  translations: [
    ['/online-language', 'array'],
    ['/online-sections', 'page'],
    ['/online-word', 'page'],
    ['/online-translation', 'page'],
  ],
  'website-config': [
    ['/online-configuration-sections', 'items'],
    ['/online-configuration-subsections', 'items'],
    ['/website/1/website-online-configuration', 'items'],
  ],
  seo: [
    ['/sports', 'items'],
    ['/sports/58/regions', 'items'],
    ['/seo-rules/language/1/search?websiteId=1&templates=true', 'array'],
  ],
  tooltips: [['/tooltips', 'items']],
  'general-settings': [['/online-general-configuration', 'items']],
  jackpot: [['/big-jackpot', 'object']],
  icons: [['/icon-links', 'items']],
  'custom-pages': [['/seo-page', 'items']],
  'casino-categories': [['/casino-category', 'items']],
  'help-links': [['/help-domain-link', 'items']],
  'configuration-setup': [
    ['/online-configuration-types', 'items'],
    ['/online-configurations', 'items'],
  ],
  streams: [
    ['/api/events/backoffice?ids=58', 'object'],
    ['/img-arena-stream/config', 'array'],
  ],
  payments: [
    ['/terminal/payment-report', 'items'],
    ['/terminal/payment-currencies', 'array'],
  ],
  trending: [
    ['/configuration/trending', 'object'],
    ['/configuration/template-markets?sportId=58', 'array'],
  ],
  help: [
    ['/help/help-domain', 'items'],
    ['/help/help-page', 'items'],
    ['/history-log', 'items'],
    ['/help/help-domain/1/help-page/13', 'object'],
  ],
};

const EVERY_READ = Object.entries(READS).flatMap(([domain, reads]) => reads.map(([path, shape]) => [domain, path, shape] as const));
const PAGED = EVERY_READ.filter(([, , shape]) => shape === 'page').map(([, path]) => path);

let api: RestClient;
beforeAll(async () => {
  api = await startEmulator();
});
afterAll(() => api.close());

function expectShape(body: unknown, shape: Shape): void {
  if (shape === 'array') return expect(Array.isArray(body) && body.length > 0).toBe(true);
  expect(body).toEqual(expect.any(Object));
  expect(Array.isArray(body)).toBe(false);
  if (shape === 'object') return;
  const list = body as { items: unknown[] };
  expect(list.items.length).toBeGreaterThan(0);
  if (shape === 'page') {
    expect(body).toMatchObject({ itemCount: list.items.length, totalItems: expect.any(Number), pageCount: expect.any(Number) });
  }
}

it('names every domain folder, so a new domain states its contract here', () => {
  const folders = readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  expect(Object.keys(READS).sort()).toEqual(folders.map((entry) => entry.name).sort());
});

it.each(EVERY_READ)('%s: GET %s answers its seeded %s', async (_domain, path, shape) => {
  const answer = await api.call('GET', path);
  expect(answer.status).toBe(200);
  expectShape(answer.body, shape);
});

it.each(EVERY_READ)('%s: GET %s without a session is 401', async (_domain, path) => {
  expect(await api.anonymous('GET', path)).toEqual({
    status: 401,
    body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
  });
});

it.each(PAGED)('GET %s pages: page 2 of 1-row pages is the second row, page 0 is refused', async (path) => {
  const join = path.includes('?') ? '&' : '?';
  const first = (await api.call('GET', `${path}${join}page=1&limit=1`)).body as { items: unknown[]; totalItems: number };
  const second = await api.call('GET', `${path}${join}page=2&limit=1`);
  expect(second.status).toBe(200);
  if (first.totalItems > 1) {
    expect(second.body).toMatchObject({ itemCount: 1, totalItems: first.totalItems, pageCount: first.totalItems });
    expect((second.body as { items: unknown[] }).items[0]).not.toEqual(first.items[0]);
  }
  const refused = await api.call('GET', `${path}${join}page=0`);
  expect(refused).toEqual({
    status: 400,
    body: { statusCode: 400, message: [{ property: 'page', constraints: { min: 'page must not be less than 1' } }], error: 'Bad Request' },
  });
});

it('auth: check-auth answers the signed-in user; a wrong password is 401', async () => {
  expect(await api.call('POST', '/auth/check-auth', {})).toMatchObject({ status: 200, body: { user: { email: 'admin@example.com' } } });
  expect((await api.call('GET', '/users/1')).body).not.toHaveProperty('passwordHash');
  expect(await api.anonymous('POST', '/auth/login', { username: 'admin@example.com', password: 'wrong' })).toEqual({
    status: 401,
    body: { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' },
  });
});

it.each([
  ['GET', '/users/9999', 'User not found'],
  ['GET', '/websites/9999', 'Website not found'],
])('%s %s of an unknown record is 404 %j', async (method, path, message) => {
  expect(await api.call(method, path)).toEqual({ status: 404, body: { statusCode: 404, message, error: 'Not Found' } });
});

it('an unknown path is 404 naming the method and path', async () => {
  expect(await api.call('GET', '/nowhere')).toEqual({
    status: 404,
    body: { statusCode: 404, message: 'Cannot GET /nowhere', error: 'Not Found' },
  });
});
