import type { IncomingMessage } from 'node:http';
import type { NodeHandler } from './front-door';

// A CSP the built web app satisfies (no inline scripts, styles inline because
// Mantine injects CSS variables at runtime) and the usual hardening headers.
// GraphiQL's editor needs eval and blob workers: relaxed on /graphiql only.

const BASE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const GRAPHIQL_CSP = BASE_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") + "; worker-src 'self' blob:";

// JSON answers are never rendered as documents: the short API policy (nothing
// may load, nothing may frame) protects them as well and keeps the hot
// /graphql responses' headers small.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const CONTENT_SECURITY_POLICY = BASE_CSP;

/** `secure`: whether the browser used https (forwarded.ts). */
export function securityHeaders(secure: (req: IncomingMessage) => boolean): NodeHandler {
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const path = pathOf(req.url);
    if (path === '/graphql') {
      res.setHeader('Content-Security-Policy', API_CSP);
    } else {
      res.setHeader('Content-Security-Policy', path === '/graphiql' ? GRAPHIQL_CSP : BASE_CSP);
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
      res.setHeader('X-Frame-Options', 'DENY');
    }
    // Only meaningful (and only honoured) over https.
    if (secure(req)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/** The path of a request's URL, as Express's `req.path` reads it (an absolute-form URL too). */
function pathOf(url = '/'): string {
  if (!url.startsWith('/')) return URL.canParse(url) ? new URL(url).pathname : url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
