import { Client, MockAgent } from 'undici';
import { loadConfig } from '../config';
import { createGateway, type Gateway } from '../server';
import { TEST_SECRET, UPSTREAM } from '../test/harness';

// An upload a resolver refuses before reading it (here: signed out) must not
// leave the multipart parser waiting: the answer arrives and the same
// keep-alive connection serves the next request.

let agent: MockAgent;
let gateway: Gateway;
let client: Client;

beforeEach(async () => {
  agent = new MockAgent();
  agent.disableNetConnect();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPSTREAM_API_URL: UPSTREAM, SESSION_SECRET: TEST_SECRET }, () => {});
  gateway = createGateway(config, { dispatcher: agent });
  const { url } = await gateway.listen(0, '127.0.0.1');
  client = new Client(url, { pipelining: 1, connections: 1 } as ConstructorParameters<typeof Client>[1]);
});
afterEach(async () => {
  await client.close();
  await gateway.close();
  await agent.close();
});

function multipartImport(fileBytes: number) {
  const boundary = 'test-boundary';
  const operations = JSON.stringify({
    query: 'mutation($file: Upload!) { importSeoRules(websiteId: "1", languageId: "1", file: $file) { userErrors { message } } }',
    variables: { file: null },
  });
  const part = (name: string, value: string, file = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.file'] }))),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="seo.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.alloc(fileBytes, 'a'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

it('answers a refused upload and keeps the connection usable for the next request', async () => {
  const { body, contentType } = multipartImport(1024 * 1024);
  const refused = await client.request({
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': contentType, 'apollo-require-preflight': 'true' },
    body,
  });
  const answer = (await refused.body.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  const next = await client.request({
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ ok }' }),
  });
  expect(await next.body.json()).toEqual({ data: { ok: true } });
});
