import { tracingEnabled } from './register';

// One span per GraphQL operation, named after it ('query UsersList'), with
// every upstream call of the operation as its child (they run inside it).

/** What the gateway does with the operation's span: name it, and put its trace id in the log line. */
export interface OperationSpan {
  updateName(name: string): void;
  spanContext(): { traceId: string };
}

type Run<T> = (span: OperationSpan | null) => Promise<T>;

/** Runs `fn` inside a new active span when tracing is on; calls it as is otherwise. */
export function inOperationSpan<T>(fn: Run<T>): Promise<T> {
  if (!tracingEnabled) return fn(null);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is on
  const api = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
  return api.trace.getTracer('backoffice-gateway').startActiveSpan('graphql', async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
