import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, Response } from 'express';

// The entrance of the gateway's HTTP server. JSON POSTs to /graphql (every query and mutation
// the app sends) skip Express's router: walking its layers, matching paths and trimming the
// mount prefix showed up in profiles of the users page for a route whose handlers are known
// in advance. They run the very same handlers, in the same order, on Node's own request and
// response: giving them Express's methods (`Object.setPrototypeOf` on both, as `app.handle`
// does) cost ~2 µs a request in a paired A/B of the users page (issue 42), so these handlers use
// Node's API only, and what Express would read from a trusted proxy comes from forwarded.ts.
// An error gets Express's objects back for the app's error handler. Everything else (GET,
// multipart uploads, other paths, query strings) is Express's as before.

/** A JSON media type (`application/json`, `application/graphql-response+json`, ...): what /graphql reads. */
export const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

/** A handler on Node's request and response (Express passes its own, which are both). */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => unknown;

export interface GraphqlRoute {
  /** Run in order for every request, as the app's first middleware (request id, headers, CORS). */
  common: readonly NodeHandler[];
  /** The /graphql handler itself. */
  handler: NodeHandler;
  /** Where an error passed to `next` goes (the app's final error handler). */
  onError: ErrorRequestHandler;
}

export function frontDoor(app: Express, graphql: GraphqlRoute): RequestListener {
  const chain = [...graphql.common, graphql.handler];
  return (incoming, outgoing) => {
    if (incoming.method !== 'POST' || incoming.url !== '/graphql' || !JSON_TYPE.test(incoming.headers['content-type'] ?? '')) {
      app(incoming, outgoing);
      return;
    }
    // The app's error handler answers with Express's methods: lent for that answer only.
    const fail = (error: unknown) => {
      const [req, res] = asExpress(app, incoming, outgoing);
      graphql.onError(error, req, res, () => {});
    };
    let at = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined && error !== 'route' && error !== 'router') return fail(error);
      const handler = chain[at++];
      // Past the last handler, as Express's router would: nothing answered this path.
      if (!handler) return fail(Object.assign(new Error('Not found'), { status: 404 }));
      try {
        // Express 5 also passes a rejected promise of a handler on as its error.
        const result = handler(incoming, outgoing, next);
        if (result instanceof Promise) result.catch((rejected: unknown) => next(rejected ?? new Error('handler rejected')));
      } catch (thrown) {
        next(thrown ?? new Error('handler threw'));
      }
    };
    next();
  };
}

/** Node's request and response with Express's methods, as `app.handle` makes them. */
function asExpress(app: Express, incoming: IncomingMessage, outgoing: ServerResponse): [Request, Response] {
  const req = incoming as Request;
  const res = outgoing as Response;
  req.res = res;
  res.req = req;
  Object.setPrototypeOf(req, app.request);
  Object.setPrototypeOf(res, app.response);
  res.locals ??= Object.create(null) as Response['locals'];
  return [req, res];
}
