import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { request } from 'undici';
import { frontDoor, type NodeHandler } from './front-door';

// The front door takes JSON POSTs to /graphql past Express's router: they must meet the same
// handlers, on Node's own request and response, and the same error handling (with Express's
// methods back for it).

const seen: string[] = [];
const common: NodeHandler = (req, res, next) => {
  seen.push(`common ${req.method} ${req.url}`);
  res.setHeader('x-common', 'yes');
  next();
};
let graphqlHandler: NodeHandler;
const onError: ErrorRequestHandler = (error: Error, _req, res, _next) => {
  res.status(500).json({ handledBy: 'onError', message: error.message });
};

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(common);
  app.use('/graphql', (req, res, next) => graphqlHandler(req, res, next));
  app.use((_req, res) => {
    res.status(404).json({ handledBy: 'express' });
  });
  app.use(onError);
  server = createServer(frontDoor(app, { common: [common], handler: (req, res, next) => graphqlHandler(req, res, next), onError }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  graphqlHandler = (req, res) => {
    // Express's request has `accepts`; Node's has not.
    seen.push(`graphql ${req.url} express=${'accepts' in req}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  };
});

const post = (path: string, contentType: string) =>
  request(`${base}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body: '{}' });

it('runs the common handlers, then the /graphql handler, on Node’s own request and response', async () => {
  const res = await post('/graphql', 'application/json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-common']).toBe('yes');
  expect(await res.body.json()).toEqual({ ok: true });
  expect(seen).toEqual(['common POST /graphql', 'graphql /graphql express=false']);
});

it('leaves GET, other paths, query strings and non-JSON bodies (uploads) to Express', async () => {
  for (const res of [
    await request(`${base}/graphql`),
    await post('/graphql?x=1', 'application/json'),
    await post('/graphql', 'multipart/form-data; boundary=x'),
    await post('/other', 'application/json'),
  ]) {
    expect(res.headers['x-common']).toBe('yes');
    await res.body.dump();
  }
  // Express mounts /graphql: its handler sees the URL trimmed to what follows, with Express's methods.
  expect(seen.filter((line) => line.startsWith('graphql'))).toEqual([
    'graphql / express=true',
    'graphql /?x=1 express=true',
    'graphql / express=true',
  ]);
});

it('hands an error passed to next, thrown, or rejected to the error handler', async () => {
  const failures: NodeHandler[] = [
    (_req, _res, next) => next(new Error('passed')),
    () => {
      throw new Error('thrown');
    },
    () => Promise.reject(new Error('rejected')),
  ];
  for (const failure of failures) {
    graphqlHandler = failure;
    const res = await post('/graphql', 'application/json');
    expect(res.statusCode).toBe(500);
    expect(((await res.body.json()) as { handledBy: string }).handledBy).toBe('onError');
  }
});
