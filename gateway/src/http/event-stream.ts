import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/http';

// GraphQL subscriptions over Server-Sent Events (graphql-sse, its "distinct connections" mode:
// one POST per subscription, answered as text/event-stream), at /graphql/stream. Plain HTTP,
// so nginx and any proxy carry it as it is (deploy/nginx.conf does not buffer answers); the
// session is the cookie, as on /graphql, and a JSON POST is what CSRF prevention asks for.

export interface EventStreams {
  handler: RequestHandler;
  /** Ends every open stream (a draining replica): clients reconnect, through the balancer, elsewhere. */
  closeAll(): void;
  /** How many streams are open (bench, health). */
  open(): number;
}

/** `contextFor` builds a stream's resolver context as /graphql builds a request's. */
export function eventStreams<Context>(schema: GraphQLSchema, contextFor: (req: Request, res: Response) => Context): EventStreams {
  const streams = new Set<ServerResponse>();
  const handle = createHandler<{ gateway: Context }>({
    schema,
    // No "single connection mode" (it keys streams by a token held in memory on one replica).
    authenticate: () => null,
    // The resolvers' context is the gateway's own, built as for /graphql.
    context: (req) => contextFor(req.raw as Request, req.context.res as Response) as unknown as { gateway: Context },
    onConnect: (req) => {
      const res = req.context.res;
      streams.add(res);
      res.once('close', () => streams.delete(res));
    },
  });
  return {
    handler: (req, res, next) => {
      handle(req, res).catch(next);
    },
    closeAll() {
      for (const res of streams) res.end();
      streams.clear();
    },
    open: () => streams.size,
  };
}
