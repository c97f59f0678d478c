// Reads one uploaded file from a multipart/form-data request (busboy), kept in
// memory up to a size limit: CSV imports are validated whole before applying.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { HttpError, invalid } from './errors';

export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

const noFile = () => invalid('file', { isNotEmpty: 'file should not be empty' });

/** The file in form field `field`; 400 when missing or not multipart, 413 past the limit. */
export function readUploadedFile(req: IncomingMessage, field = 'file', limit = UPLOAD_LIMIT_BYTES): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: limit, files: 5, fields: 20 } });
    } catch {
      req.resume();
      reject(noFile());
      return;
    }
    let upload: UploadedFile | null = null;
    let tooLarge = false;
    parser.on('file', (name, stream, info) => {
      if (name !== field || upload) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        upload = { filename: info.filename ?? '', content: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => {
      if (tooLarge) reject(new HttpError(413, `The file is larger than ${limit} bytes`));
      else if (!upload) reject(noFile());
      else resolve(upload);
    });
    parser.on('error', (error: Error) => {
      req.unpipe(parser);
      req.resume();
      reject(new HttpError(400, `Malformed multipart body: ${error.message}`));
    });
    req.pipe(parser);
  });
}
