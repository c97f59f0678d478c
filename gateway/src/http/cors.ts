import type { ServerResponse } from 'node:http';
import type { NodeHandler } from './front-door';

// Same-origin by default. Listed origins (CORS_ORIGINS) get credentialed CORS;
// any other origin gets no CORS headers at all, so browsers block it.

const ALLOWED_HEADERS = ['content-type', 'authorization', 'activation-token', 'apollo-require-preflight', 'x-apollo-operation-name'].join(
  ', ',
);

export function cors(origins: readonly string[]): NodeHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    if (allowed.size === 0) return next();
    varyOn(res, 'Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.statusCode = 204;
      res.end();
      return;
    }
    next();
  };
}

/** Adds `field` to the response's Vary header (as Express's `res.vary`, on Node's response). */
function varyOn(res: ServerResponse, field: string): void {
  const current = res.getHeader('Vary');
  if (current === undefined) return void res.setHeader('Vary', field);
  const listed = String(current);
  if (listed === '*' || listed.split(',').some((name) => name.trim().toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', `${listed}, ${field}`);
}
