import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { processRequest, Upload, type FileUpload } from 'graphql-upload-minimal';
import { utf8TextCheck, type ContentCheck } from './upload-content';
import { badUserInput } from '../errors';

// GraphQL multipart requests (CSV imports) on /graphql: one file, at most
// MAX_UPLOAD_BYTES. csrfPrevention still applies (multipart is a "simple"
// content type, so clients must send `apollo-require-preflight: true`).

export function uploadMiddleware(maxFileSize: number): RequestHandler {
  return (req, res, next) => {
    if (
      !String(req.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('multipart/form-data')
    )
      return next();
    processRequest(req, res, { maxFileSize, maxFiles: 1 })
      .then((body) => {
        req.body = body;
        // A resolver that refuses before reading (FORBIDDEN, bad input) leaves the file
        // unread, and the multipart parser, the request and its keep-alive connection
        // would wait on it forever: read whatever nobody took once the answer is out.
        res.once('finish', () => drainUnread(body));
        next();
      })
      .catch((error: { status?: number; expose?: boolean; message?: string }) => {
        const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
        res.status(status).json({ errors: [{ message: error.message ?? 'Invalid upload', extensions: { code: 'BAD_USER_INPUT' } }] });
      });
  };
}

export function tooLarge(maxBytes: number) {
  return badUserInput(`The file is larger than ${maxBytes} bytes.`, 'file');
}

/**
 * The upload's chunks, failing past `maxBytes` or when the size limit truncated
 * it. An abandoned file is drained rather than destroyed (a plain `for await`
 * destroys it on an early exit): graphql-upload's multipart parser waits on that
 * stream, and a destroyed one leaves the browser's request, and its keep-alive
 * connection, hanging.
 */
export async function* uploadChunks(
  file: Promise<FileUpload> | FileUpload,
  maxBytes: number,
  check?: ContentCheck,
): AsyncGenerator<Buffer> {
  const upload = await file;
  let stream: Readable & { truncated?: boolean };
  try {
    stream = upload.createReadStream();
  } catch {
    throw tooLarge(maxBytes);
  }
  let truncated = false;
  stream.once('limit', () => {
    truncated = true;
  });
  let finished = false;
  let size = 0;
  try {
    for await (const chunk of stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (truncated || size > maxBytes) throw tooLarge(maxBytes);
      check?.(chunk, false);
      yield chunk;
    }
    if (truncated || stream.truncated) throw tooLarge(maxBytes);
    check?.(Buffer.alloc(0), true);
    finished = true;
  } finally {
    if (!finished && !stream.destroyed) {
      stream.on('error', () => {});
      stream.resume();
    }
  }
}

/** The whole upload as UTF-8 text (bounded by maxBytes; anything else is a file error). */
export async function readUploadText(file: Promise<FileUpload> | FileUpload, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of uploadChunks(file, maxBytes, utf8TextCheck())) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Every Upload in the operations (variables of one or several operations). */
function uploadsIn(value: unknown, depth = 0): Upload[] {
  if (value instanceof Upload) return [value];
  if (depth > 8 || typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((child) => uploadsIn(child, depth + 1));
}

function drainUnread(body: unknown): void {
  for (const upload of uploadsIn(body)) {
    // Streams a resolver already took make createReadStream throw: drainUpload ignores that.
    upload.promise.then(drainUpload, () => undefined);
  }
}

/** Reads a refused upload to its end, so the request (and its keep-alive connection) completes. */
function drainUpload(upload: FileUpload): void {
  try {
    upload
      .createReadStream()
      .on('error', () => undefined)
      .resume();
  } catch {
    // Over the size limit: nothing left to read.
  }
}

/** An upload the gateway stopped (too large, truncated): a user error on `file`. */
export interface UploadRefused {
  ok: false;
  userErrors: { field: string; message: string }[];
}

/**
 * Streams the upload into `send` (an upstream call). The first chunk is read
 * before `send` runs, so a file already over the limit never opens an upstream
 * request; a later overflow aborts the upstream body mid-way (the upstream sees
 * no complete file and stores nothing), and the upload's own error is reported
 * rather than the aborted call's. `transform` rewrites the bytes on their way
 * (the rows an import keeps); a file error it throws aborts the same way.
 */
export async function forwardUpload<R>(
  upload: FileUpload,
  maxBytes: number,
  send: (chunks: AsyncIterable<Buffer>) => Promise<R>,
  check?: ContentCheck,
  transform?: (chunks: AsyncIterable<Buffer>) => AsyncIterable<Buffer>,
): Promise<R | UploadRefused> {
  const refused = (error: unknown): UploadRefused => ({ ok: false, userErrors: [{ field: 'file', message: (error as Error).message }] });
  const source = uploadChunks(upload, maxBytes, check);
  let first: IteratorResult<Buffer>;
  try {
    first = await source.next();
  } catch (error) {
    return refused(error);
  }
  let uploadError: Error | undefined;
  async function* read() {
    if (!first.done) yield first.value;
    yield* source;
  }
  async function* chunks() {
    try {
      yield* transform ? transform(read()) : read();
    } catch (error) {
      uploadError = error as Error;
      throw error;
    }
  }
  try {
    const result = await send(chunks());
    if (uploadError) throw uploadError;
    return result;
  } catch (error) {
    const cause = uploadError ?? error;
    if (isFileError(cause)) return refused(cause);
    throw error;
  }
}

/** The upload itself was refused (too large, truncated): a user error on `file`, not a failure. */
export function isFileError(error: unknown): error is Error {
  const ext = (error as { extensions?: { code?: string; field?: string } }).extensions;
  return ext?.code === 'BAD_USER_INPUT' && ext.field === 'file';
}

/**
 * A file made in the gateway as the value of an `Upload` argument, for a write that runs an
 * import on the served schema (a language restored with its phrases, issue 43).
 */
export function uploadOf(filename: string, text: string): Upload {
  const upload = new Upload();
  // The typings leave out `resolve`, which graphql-upload's own parser calls the same way.
  (upload as Upload & { resolve(file: FileUpload): void }).resolve({
    filename,
    fieldName: 'file',
    mimetype: 'text/csv',
    encoding: '7bit',
    // A plain stream where the typings name fs's ReadStream: only its reading is used.
    createReadStream: () => Readable.from([Buffer.from(text, 'utf8')]) as unknown as ReturnType<FileUpload['createReadStream']>,
  });
  return upload;
}
