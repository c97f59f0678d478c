import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { Upload } from 'graphql-upload-minimal';
import { codes, useHarness } from '../../test/harness';
import { ADMIN, MANAGER } from '../../test/fixtures';

// A real upstream socket here (not MockAgent, which never reads a streamed
// body): what arrives is exactly what the gateway streamed.

const env: Record<string, string> = { MAX_UPLOAD_BYTES: '64' };
const h = useHarness(env);
const IMPORT = `mutation($file: Upload!) {
  importSeoRules(websiteId: "1", languageId: "2", file: $file) { result { created updated } userErrors { field message } }
}`;
const CSV = 'type,entityId,metaTitle\nsport,58,Football\n';

let server: Server;
let received: { path: string; body: string; complete: boolean }[];
let answer: { status: number; body: unknown };
/** The website's rules in the language before the import (the upstream's export). */
let exported: { status: number; body: string };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    const entry = { path: req.url ?? '', body: '', complete: false };
    received.push(entry);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => {});
    req.on('end', () => {
      entry.body = Buffer.concat(chunks).toString('utf8');
      entry.complete = true;
      if (req.url === '/auth/check-auth') {
        const user = req.headers.authorization === 'Bearer token-2' ? MANAGER : ADMIN;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ user }));
        return;
      }
      if (req.url?.endsWith('/export')) {
        res.writeHead(exported.status, { 'content-type': 'text/csv' }).end(exported.body);
        return;
      }
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env.UPSTREAM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  h.agent.enableNetConnect(/^127\.0\.0\.1:/);
  received = [];
  answer = { status: 201, body: { created: 1, updated: 0 } };
  exported = { status: 404, body: JSON.stringify({ message: 'There are no available SEO rules for given criteria!' }) };
});

function upload(text: string, filename = 'seo.csv') {
  const u = new Upload();
  // `resolve` is set in the constructor but missing from the typings.
  (u as unknown as { resolve(file: unknown): void }).resolve({
    filename,
    mimetype: 'text/csv',
    encoding: '7bit',
    fieldName: 'file',
    createReadStream: () => Readable.from([Buffer.from(text)]),
  });
  return u;
}
const run = (file: Upload, user: { id: number; email: string } = ADMIN) =>
  h.run(IMPORT, { cookie: h.sessionCookie(user), variables: { file } });
const imports = () => received.filter((r) => r.path === '/seo-rules/websiteId/1/language/2/import');

describe('importSeoRules', () => {
  it('streams the file to the upstream multipart and answers the counts', async () => {
    const r = await run(upload(CSV));
    expect(r.errors).toBeUndefined();
    expect(r.data?.importSeoRules).toEqual({ result: { created: 1, updated: 0 }, userErrors: [] });
    expect(imports()).toHaveLength(1);
    expect(imports()[0]!.body).toContain('Content-Disposition: form-data; name="file"; filename="seo.csv"');
    expect(imports()[0]!.body).toContain(`\r\n\r\n${CSV}\r\n--`);
  });

  it('sanitises the content column on its way upstream, as a save from the modal does', async () => {
    const csv = 'type,entityId,content\nsport,58,"<p>A</p><script>x</script>"\n'; // under the 64-byte test limit
    const r = await run(upload(csv));
    expect(r.errors).toBeUndefined();
    expect(imports()[0]!.body).toContain('\r\n\r\ntype,entityId,content\nsport,58,<p>A</p>\n\r\n--');
    expect(imports()[0]!.body).not.toContain('script');
  });

  it('upstream line errors → userErrors on `file`', async () => {
    answer = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: [
          { property: 'file', line: 2, constraints: { unknownEntity: 'Line 2: unknown sport 999' } },
          { property: 'file', line: 3, constraints: { malformed: 'Line 3: wrong number of columns' } },
        ],
      },
    };
    const r = await run(upload(CSV));
    expect(r.data?.importSeoRules).toEqual({
      result: null,
      userErrors: [
        { field: 'file', message: 'Line 2: unknown sport 999' },
        { field: 'file', message: 'Line 3: wrong number of columns' },
      ],
    });
  });

  it("a refusal without a message → 'Error with importing!'", async () => {
    answer = { status: 400, body: '' };
    const r = await run(upload(CSV));
    expect(r.data?.importSeoRules.userErrors).toEqual([{ field: 'file', message: 'Error with importing!' }]);
  });

  it('refuses other files than .csv before any upstream call', async () => {
    const r = await run(upload(CSV, 'seo.xlsx'));
    expect(r.data?.importSeoRules.userErrors).toEqual([{ field: 'file', message: 'Only .csv files can be imported.' }]);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('a file over the size limit is cut off: the upstream never gets a complete file', async () => {
    const r = await run(upload('x'.repeat(100)));
    expect(r.data?.importSeoRules).toEqual({ result: null, userErrors: [{ field: 'file', message: 'The file is larger than 64 bytes.' }] });
    expect(imports().every((i) => !i.complete)).toBe(true);
  });

  it('FORBIDDEN with READ only', async () => {
    const r = await run(upload(CSV), MANAGER);
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});
