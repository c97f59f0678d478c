// Reads a multipart/form-data request (busboy): one file, kept in memory up to a
// size limit (imports are validated whole before applying), and the text fields.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { HttpError, invalid } from './errors';

export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export interface UploadedFile {
  filename: string;
  /** The type the client declared. */
  mimeType: string;
  content: Buffer;
}

export interface MultipartForm {
  /** The file of form field `field`, null when none was sent (or the body is not multipart). */
  file: UploadedFile | null;
  /** True when the file went past the limit (its content is then cut). */
  fileTooLarge: boolean;
  fields: Record<string, string>;
}

export function readMultipartForm(req: IncomingMessage, field: string, limit: number, maxFields = 20): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { file: null, fileTooLarge: false, fields: {} };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: limit, files: 5, fields: maxFields } });
    } catch {
      req.resume();
      resolve(form);
      return;
    }
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field || form.file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        form.fileTooLarge = true;
      });
      stream.on('end', () => {
        form.file = { filename: info.filename ?? '', mimeType: info.mimeType ?? '', content: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => resolve(form));
    parser.on('error', (error: Error) => {
      req.unpipe(parser);
      req.resume();
      reject(new HttpError(400, `Malformed multipart body: ${error.message}`));
    });
    req.pipe(parser);
  });
}

/** The file in form field `field`; 400 when missing or not multipart, 413 past the limit. */
export async function readUploadedFile(req: IncomingMessage, field = 'file', limit = UPLOAD_LIMIT_BYTES): Promise<UploadedFile> {
  const form = await readMultipartForm(req, field, limit);
  if (form.fileTooLarge) throw new HttpError(413, `The file is larger than ${limit} bytes`);
  if (!form.file) throw invalid('file', { isNotEmpty: 'file should not be empty' });
  return form.file;
}
