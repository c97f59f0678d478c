import { ErrorCode } from '../errors';
import type { CounterCell, CounterFamily, HistogramCell, HistogramFamily } from './metric-cells';

// GraphQL requests by operation and outcome, and their latency. Labels stay bounded: an operation
// is named only when it is one of the app's trusted documents (any other name is `other`, whoever
// sent it), a code only when the gateway or Apollo Server gives it (else `other`). A trusted
// document's meter is made on its first request and kept with the document: from then on a
// request costs two additions and a bucket search, nothing allocated.

/** How a request ended: answered with data and no error, a mutation's userErrors, GraphQL errors, or refused before GraphQL ran. */
export type Outcome = 'ok' | 'user_error' | 'graphql_error' | 'http_error';

/** What names an operation: a trusted document (hash from the manifest) or a text compiled or run as sent ('' hash). */
export interface MeteredDocument {
  readonly hash: string;
  readonly operationName: string | null;
  readonly operationType: string;
}

export interface OperationMeter {
  /** Answered 200 with no error (the common case). */
  ok(seconds: number): void;
  /** `seconds` null: not a latency (a live stream's lifetime), counted only. */
  record(seconds: number | null, outcome: Outcome, code: string | null | undefined, status: number): void;
}

export const OTHER = 'other';
const NONE = 'none';
const OPERATION_TYPES = new Set(['query', 'mutation', 'subscription']);
const CODES = new Set<string>([
  ...Object.values(ErrorCode),
  // Apollo Server's own, the gateway's refusals and the userErrors' code.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'TRUSTED_DOCUMENT_REQUIRED',
  'TOO_MANY_STREAMS',
  'CONFLICT',
]);

const boundedCode = (code: string | null | undefined) => (code == null ? NONE : CODES.has(code) ? code : OTHER);

class CountingMeter implements OperationMeter {
  private readonly okCell: CounterCell;
  private readonly others = new Map<string, CounterCell>();

  constructor(
    private readonly requests: CounterFamily,
    private readonly labels: Record<string, string>,
    private readonly duration: HistogramCell,
  ) {
    this.okCell = requests.cell({ ...labels, outcome: 'ok', code: NONE, status: '200' });
  }

  ok(seconds: number): void {
    this.okCell.add();
    this.duration.observe(seconds);
  }

  record(seconds: number | null, outcome: Outcome, code: string | null | undefined, status: number): void {
    if (outcome === 'ok' && status === 200) this.okCell.add();
    else {
      const bounded = boundedCode(code);
      const key = `${outcome} ${bounded} ${status}`;
      let cell = this.others.get(key);
      if (!cell) {
        cell = this.requests.cell({ ...this.labels, outcome, code: bounded, status: String(status) });
        this.others.set(key, cell);
      }
      cell.add();
    }
    if (seconds !== null) this.duration.observe(seconds);
  }
}

const NOT_COUNTED: OperationMeter = { ok: () => {}, record: () => {} };

export class RequestMetrics {
  private readonly known = new Set<string>();
  private readonly byDocument = new WeakMap<MeteredDocument, OperationMeter>();
  private readonly byLabels = new Map<string, OperationMeter>();

  /** `families` null: metrics are off (METRICS=false) and nothing is counted. */
  constructor(private readonly families: { requests: CounterFamily; duration: HistogramFamily } | null) {}

  /** The operation names labels may carry: the trusted documents'. */
  knowOperations(names: Iterable<string | null>): void {
    for (const name of names) if (name) this.known.add(name);
  }

  /** The meter of a compiled document (trusted, or a text on the fast path), kept with it. */
  forDocument(document: MeteredDocument): OperationMeter {
    let meter = this.byDocument.get(document);
    if (!meter) {
      meter = this.forOperation(document.operationName, document.operationType, document.hash !== '');
      this.byDocument.set(document, meter);
    }
    return meter;
  }

  /** The meter of an operation known by name and type (Apollo Server's path, the live stream); `byHash`: sent as a trusted document's hash. */
  forOperation(name: string | null | undefined, type: string | null | undefined, byHash: boolean): OperationMeter {
    if (!this.families) return NOT_COUNTED;
    const operation = name && this.known.has(name) ? name : OTHER;
    const operationType = type && OPERATION_TYPES.has(type) ? type : OTHER;
    const document = byHash ? 'trusted' : 'text';
    const key = `${operation} ${operationType} ${document}`;
    let meter = this.byLabels.get(key);
    if (!meter) {
      const duration = this.families.duration.cell({ operation, type: operationType });
      meter = new CountingMeter(this.families.requests, { operation, type: operationType, document }, duration);
      this.byLabels.set(key, meter);
    }
    return meter;
  }
}
