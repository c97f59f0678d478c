import { multipartBody, type MultipartFile } from './multipart-body';
import type { UpstreamClient, UpstreamRequest } from './http-client';
import type { UserError } from './user-errors';
import { isOutcomeUnknown, outcomeUnknown } from './error-mapping';

// Every file forwarded to the operator API (CSV imports, images) is one POST
// with a streamed multipart body; the caller reads the JSON answer by status.

export const IMPORT_OUTCOME_UNKNOWN = 'The import may have been applied; check before retrying.';
const UPLOAD_OUTCOME_UNKNOWN = 'The upload may have been saved; check before retrying.';

export const FILE_TOO_LARGE: UserError = { field: 'file', message: 'The file is too large.' };

export interface MultipartAnswer {
  status: number;
  /** The parsed JSON answer, undefined when there is none. */
  body: unknown;
}

/** The request's operator API, session and call counter (the GatewayContext has them). */
export interface MultipartSender {
  /** The request's raw operator API call (GatewayContext.streamApi). */
  streamApi: (req: Parameters<UpstreamClient['raw']>[0]) => ReturnType<UpstreamClient['raw']>;
}

export async function postMultipart(
  ctx: MultipartSender,
  target: { path: string; query?: UpstreamRequest['query'] },
  file: MultipartFile,
  fallbackName: string,
): Promise<MultipartAnswer> {
  const upload = multipartBody(file, fallbackName);
  const res = await ctx
    .streamApi({
      method: 'POST',
      ...target,
      headers: { 'content-type': upload.contentType, accept: 'application/json' },
      body: upload.body,
    })
    .catch((error: unknown) => {
      // Sent whole and never answered: a user told "failed" would import the file twice.
      if (isOutcomeUnknown(error)) throw outcomeUnknown(file.contentType === 'text/csv' ? IMPORT_OUTCOME_UNKNOWN : UPLOAD_OUTCOME_UNKNOWN);
      throw error;
    });
  const body: unknown = await res.body.json().catch(() => undefined);
  return { status: res.statusCode, body };
}
