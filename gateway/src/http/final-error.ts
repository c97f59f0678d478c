import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';

// The last handler of every route. Whatever failed (a malformed
// percent-escape in a path, a body parser, a route that threw), the client
// gets the right status and a short text, never a stack or a server path, in
// any NODE_ENV; the log keeps the detail with the request id.

const CLIENT_TEXT: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body too large',
  415: 'Unsupported media type',
};

export function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const declared = Number((error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode);
    const status = Number.isInteger(declared) && declared >= 400 && declared < 600 ? declared : 500;
    const client = status < 500;
    logger[client ? 'info' : 'error'](
      { reqId: req.requestId, err: error, path: req.path, status },
      client ? 'client error' : 'request failed',
    );
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = client ? (CLIENT_TEXT[status] ?? 'Bad request') : 'Internal server error';
    res.status(status);
    res.setHeader('Cache-Control', 'no-store');
    if (req.path === '/graphql' || req.path.startsWith('/graphql/')) {
      res.json({ errors: [{ message, extensions: { code: client ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }] });
    } else {
      res.type('text/plain').send(`${message}\n`);
    }
  };
}
