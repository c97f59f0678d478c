// A tiny method + path router: "/users/:id" patterns, first match wins.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { JsonObject } from './body';

/** The caller as the routes read it (the store's user record has these and more). */
export interface AuthUser {
  id: number;
  email: string;
  role: 1 | 2;
}

export interface Auth {
  /** The bearer access token of this request. */
  token: string;
  user: AuthUser;
}

export interface RequestContext {
  req: IncomingMessage;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: JsonObject;
  /** Set on authenticated routes; null on public ones. */
  auth: Auth | null;
}

/**
 * What a handler answers: a JSON `body` (none = an empty body), or `stream`,
 * which writes the body itself after the status and `headers` are sent.
 */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: OutgoingHttpHeaders;
  stream?: (res: ServerResponse) => Promise<void>;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  /** Public routes skip the Bearer + Activation-Token check. */
  isPublic: boolean;
  /** The handler reads `req` itself (multipart uploads); `body` is {}. */
  rawBody: boolean;
  handler: Handler;
  segments: string[];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, options: { isPublic?: boolean; rawBody?: boolean } = {}): this {
    this.routes.push({
      method,
      isPublic: options.isPublic ?? false,
      rawBody: options.rawBody ?? false,
      handler,
      segments: pattern.split('/').filter(Boolean),
    });
    return this;
  }

  match(method: string, path: string): RouteMatch | null {
    const parts = path.split('/').filter(Boolean);
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matched = route.segments.every((segment, index) => {
        const part = parts[index]!;
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = decodeURIComponent(part);
          return true;
        }
        return segment === part;
      });
      if (matched) return { route, params };
    }
    return null;
  }
}

/** A path parameter that must be a positive integer id; null otherwise. */
export function idParam(ctx: RequestContext, name = 'id'): number | null {
  const raw = ctx.params[name] ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}
