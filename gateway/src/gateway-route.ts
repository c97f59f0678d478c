import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context';

// A plain HTTP route a module adds beside /graphql (downloads, images), in the platform so
// that its helpers (graphql/list-export.ts) can build one without importing the modules.

/** Builds the request's context for a plain route, as /graphql does. */
export type ContextFor = (req: Request, res: Response) => GatewayContext;

export interface GatewayRoute {
  /** An Express GET path, e.g. `/exports/seo/:file`. */
  path: string;
  /** `schema`: the gateway's executable schema, for routes that run a query (list exports). */
  handler: (contextFor: ContextFor, schema: GraphQLSchema) => RequestHandler;
}
