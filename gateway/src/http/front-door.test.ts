import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { request } from 'undici';
import { frontDoor } from './front-door';

// The front door takes JSON POSTs to /graphql past Express's router: they must meet the same
// handlers, with Express's request and response methods, and the same error handling.

const seen: string[] = [];
const common: RequestHandler = (req, res, next) => {
  seen.push(`common ${req.method} ${req.path}`);
  res.setHeader('x-common', 'yes');
  next();
};
let graphqlHandler: RequestHandler;
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
    seen.push(`graphql ${req.path} secure=${req.secure}`);
    res.status(200).json({ ok: true });
  };
});

const post = (path: string, contentType: string) =>
  request(`${base}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body: '{}' });

it('runs the common handlers, then the /graphql handler, with Express’s request and response methods', async () => {
  const res = await post('/graphql', 'application/json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-common']).toBe('yes');
  expect(await res.body.json()).toEqual({ ok: true });
  expect(seen).toEqual(['common POST /graphql', 'graphql /graphql secure=false']);
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
  // Express mounts /graphql: its handler sees the path trimmed to '/'.
  expect(seen.filter((line) => line.startsWith('graphql'))).toEqual([
    'graphql / secure=false',
    'graphql / secure=false',
    'graphql / secure=false',
  ]);
});

it('hands an error passed to next, thrown, or rejected to the error handler', async () => {
  const failures: RequestHandler[] = [
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
