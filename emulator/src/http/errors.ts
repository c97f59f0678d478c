// Errors shaped like NestJS's: {statusCode, message, error}, where message is a
// string or a class-validator array [{property, constraints: {rule: text}}].

export interface ValidationError {
  property: string;
  constraints: Record<string, string>;
  /** CSV imports only: the file line the problem is on. */
  line?: number;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly payload: string | ValidationError[],
  ) {
    super(typeof payload === 'string' ? payload : 'Validation failed');
  }

  get body(): { statusCode: number; message: string | ValidationError[]; error: string } {
    return { statusCode: this.statusCode, message: this.payload, error: STATUS_NAMES[this.statusCode] ?? 'Error' };
  }
}

export const badRequest = (message: string | ValidationError[]): HttpError => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized'): HttpError => new HttpError(401, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const userNotFound = (): HttpError => notFound('User not found');

/** One class-validator entry: `invalid('email', {isUnique: '…'})`. */
export function invalid(property: string, constraints: Record<string, string>): HttpError {
  return badRequest([{ property, constraints }]);
}
