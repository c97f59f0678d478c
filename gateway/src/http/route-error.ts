import type { Response } from 'express';
import { ErrorCode, errorCode } from '../errors';

// Plain Express routes (downloads, images) answer a failure as JSON
// `{message}` with the HTTP status matching the GraphQL error code.

const STATUS: Record<string, number> = {
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.UPSTREAM_UNAVAILABLE]: 502,
};

export function sendRouteError(res: Response, error: unknown): void {
  if (res.headersSent) {
    // Mid-stream failure: cut the download so it is not mistaken for complete.
    res.destroy();
    return;
  }
  const code = errorCode(error) ?? '';
  const status = STATUS[code] ?? 500;
  res.status(status).json({ message: status === 500 ? 'Internal server error' : (error as Error).message });
}
