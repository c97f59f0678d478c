import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

// A multipart/form-data body with one file part, streamed through as the
// upload arrives (the gateway never holds a whole file). Shared by every
// module that forwards an Upload to the operator API.

export interface MultipartFile {
  /** Form field name of the file part (the operator API uses `file`). */
  field: string;
  filename: string;
  contentType: string;
  chunks: AsyncIterable<Buffer>;
  /** Plain text fields sent before the file. */
  fields?: Record<string, string>;
}

export interface MultipartBody {
  /** The value for the request's Content-Type header. */
  contentType: string;
  body: Readable;
}

export function multipartBody(file: MultipartFile, fallbackName = 'upload'): MultipartBody {
  const boundary = `----backoffice${randomBytes(12).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Readable.from(parts(boundary, file, fallbackName), { objectMode: false }),
  };
}

/** Quotes and line breaks would end the header early: replace them. */
const safe = (value: string) => value.replace(/["\r\n\\]/g, '_');

async function* parts(boundary: string, file: MultipartFile, fallbackName: string): AsyncGenerator<Buffer> {
  for (const [name, value] of Object.entries(file.fields ?? {})) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safe(name)}"\r\n\r\n${value}\r\n`);
  }
  const filename = safe(file.filename) || fallbackName;
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${safe(file.field)}"; filename="${filename}"\r\n` +
      `Content-Type: ${safe(file.contentType)}\r\n\r\n`,
  );
  for await (const chunk of file.chunks) yield chunk;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** A small file held whole (an svg of a few KB). */
export interface SmallFile {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A multipart/form-data body of text fields (names may repeat, e.g. `languages[0]`)
 * and at most one small file: the help centre's domain and category forms.
 */
export function multipartForm(fields: [string, string][], file?: SmallFile): { contentType: string; body: Buffer } {
  const boundary = `----backoffice${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safe(name)}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${safe(file.field)}"; filename="${safe(file.filename)}"\r\n` +
          `Content-Type: ${safe(file.contentType)}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
