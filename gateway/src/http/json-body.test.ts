import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerBodyProblem, isBodyProblem, readJsonBody } from './json-body';

// The body every /graphql request is read through: what a client sends is what the handler gets,
// a body over the limit is answered 413 (and not read further), and a client that goes away
// mid-body ends the read (the request is reset) instead of leaving it waiting.

const LIMIT = 1024;
let server: Server;
let url: string;
/** Told how a read failed (the client went away). */
let onFailure: (code: string) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    readJsonBody(req, LIMIT).then(
      (body) => {
        if (isBodyProblem(body)) return answerBodyProblem(res, body, LIMIT);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ got: body ?? null }));
      },
      (error: NodeJS.ErrnoException) => onFailure(error.code ?? error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: Buffer | string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body }).then(async (r) => ({
    status: r.status,
    connection: r.headers.get('connection'),
    body: await r.json(),
  }));

it('reads the JSON a client sends, in any number of chunks', async () => {
  const query = { query: `{ viewer { id } } # ${'x'.repeat(600)}`, variables: { a: 'é' } };
  expect(await post(JSON.stringify(query))).toMatchObject({ status: 200, body: { got: query } });
});

it('answers a body over the limit with 413 and closes the connection, without reading the rest', async () => {
  const answer = await post('{"query":"' + 'x'.repeat(LIMIT * 64) + '"}');
  expect(answer).toMatchObject({
    status: 413,
    connection: 'close',
    body: { errors: [{ message: `Request body larger than ${LIMIT} bytes`, extensions: { code: 'BAD_USER_INPUT' } }] },
  });
});

it('answers a body that is not UTF-8, or not JSON, with 400', async () => {
  expect(await post(Buffer.from([0x7b, 0xe9, 0x7d]))).toMatchObject({
    status: 400,
    body: { errors: [{ message: 'The request body is not valid UTF-8' }] },
  });
  expect(await post('{"query":')).toMatchObject({ status: 400, body: { errors: [{ message: 'The request body is not valid JSON' }] } });
});

it('ends the read when the client goes away mid-body', async () => {
  const arrived = new Promise((resolve) => server.once('request', resolve));
  const failed = new Promise<string>((resolve) => (onFailure = resolve));
  const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '500' } });
  req.on('error', () => undefined);
  req.write('{"query":"');
  await arrived;
  req.destroy();
  expect(await failed).toMatch(/^(ECONNRESET|ERR_STREAM_PREMATURE_CLOSE)$/);
});
