import type { RequestHandler } from 'express';

// Same-origin by default. Listed origins (CORS_ORIGINS) get credentialed CORS;
// any other origin gets no CORS headers at all, so browsers block it.

const ALLOWED_HEADERS = ['content-type', 'authorization', 'activation-token', 'apollo-require-preflight', 'x-apollo-operation-name'].join(
  ', ',
);

export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    if (allowed.size === 0) return next();
    res.vary('Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
