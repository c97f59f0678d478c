// Reads a JSON request body with a size limit. An empty body is {}.
import type { IncomingMessage } from 'node:http';
import { badRequest, HttpError } from './errors';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type JsonObject = Record<string, unknown>;

export async function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<JsonObject> {
  const parsed = await readJsonValue(req, limit);
  if (parsed === undefined) return {};
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('Request body must be a JSON object');
  }
  return parsed as JsonObject;
}

/** Any JSON value (routes whose body is an array); undefined for an empty body. */
export async function readJsonValue(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const text = (await collect(req, limit)).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw badRequest(`Invalid JSON body: ${(error as Error).message}`);
  }
}

// Event-based rather than for-await: leaving a for-await early destroys the
// socket, and the client would never see the 413.
function collect(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new HttpError(413, 'request entity too large');
    if (Number(req.headers['content-length']) > limit) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(tooLarge());
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
