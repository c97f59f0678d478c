import type { RequestListener } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';

// The entrance of the gateway's HTTP server. JSON POSTs to /graphql (every query and mutation
// the app sends) skip Express's router: walking its layers, matching paths and trimming the
// mount prefix showed up in profiles of the users page for a route whose handlers are known
// in advance. They run the very same handlers, in the same order, with Express's request and
// response methods in place (as `app.handle` sets them); everything else (GET, multipart
// uploads, other paths, query strings) is Express's as before.

/** A JSON media type (`application/json`, `application/graphql-response+json`, ...): what /graphql reads. */
export const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

export interface GraphqlRoute {
  /** Run in order for every request, as the app's first middleware (request id, headers, CORS). */
  common: readonly RequestHandler[];
  /** The /graphql handler itself. */
  handler: RequestHandler;
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
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    res.locals ??= Object.create(null) as Response['locals'];
    let at = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined && error !== 'route' && error !== 'router') {
        graphql.onError(error, req, res, () => {});
        return;
      }
      const handler = chain[at++];
      // Past the last handler, as Express's router would: nothing answered this path.
      if (!handler) {
        graphql.onError(Object.assign(new Error('Not found'), { status: 404 }), req, res, () => {});
        return;
      }
      try {
        // Express 5 also passes a rejected promise of a handler on as its error.
        const result = handler(req, res, next);
        if (result instanceof Promise) result.catch((rejected: unknown) => next(rejected ?? new Error('handler rejected')));
      } catch (thrown) {
        next(thrown ?? new Error('handler threw'));
      }
    };
    next();
  };
}
