import { reportUnauthenticated } from './graphql-request';

// The gateway's download routes answer a refusal as JSON `{message}` with the
// status of the GraphQL code behind it; the code lets `readableError` phrase it.
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  502: 'UPSTREAM_UNAVAILABLE',
};

/** A refused download: the server's message, its HTTP status and the matching error code. */
export class DownloadError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'DownloadError';
    this.status = status;
    this.code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR');
  }
}

async function refusal(response: Response): Promise<DownloadError> {
  if (response.status === 401) reportUnauthenticated();
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : `HTTP ${response.status}`;
  return new DownloadError(message, response.status);
}

/**
 * Fetches a same-origin file with the session cookie and hands it to the
 * browser as a download under `fileName`. Throws a DownloadError when the
 * server refuses (nothing to export, signed out, outage) so the caller can
 * say so instead of saving an error page.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw await refusal(response);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
