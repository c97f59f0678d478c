import { Pool, type Dispatcher } from 'undici';
import { NOT_COUNTED, type ServiceMeter } from '../telemetry/upstream-metrics';
import { readWholeAnswer, type WholeAnswer } from './whole-answer';
import { mapHttpStatus, mapNetworkError, mapWriteNetworkError, invalidResponse, isRetryableNetworkError, isTimeout } from './error-mapping';

// One client per upstream origin: a keep-alive undici Pool, each JSON answer
// read whole through `dispatch` (whole-answer.ts; lighter than `request()`,
// itself lighter than fetch), a timeout on every call, and bounded retries
// for idempotent GETs only (a retried POST could create a user twice).

export interface UpstreamAuth {
  accessToken: string | null;
  activationToken: string | null;
}

/** Per-request record of upstream calls, for the request log and for tests. */
export interface UpstreamStats {
  calls: string[];
}

export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the upstream base URL, e.g. `/users/7`. */
  path: string;
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** Statuses returned to the caller instead of thrown (e.g. 400 → userErrors). */
  expect?: readonly number[];
}

export interface UpstreamResponse {
  status: number;
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown;
}

export interface UpstreamClientOptions {
  /** Human name used in error messages: "The {name} is not responding." */
  name: string;
  baseUrl: string;
  /** The budget of a read (GET). */
  timeoutMs: number;
  /** The budget of a write: an import or a bulk delete is not timed out like a read. Defaults to `timeoutMs`. */
  writeTimeoutMs?: number;
  retries?: number;
  /** Tests pass an undici MockAgent here. */
  dispatcher?: Dispatcher;
  /** Counts each attempt by route template, status and time (the gateway's metrics). */
  meter?: ServiceMeter;
}

const RETRY_DELAY_MS = 50;

const secondsSince = (started: number) => (performance.now() - started) / 1000;
/** A call that got no answer: out of time, or refused, reset, unresolved. */
const failedAs = (error: unknown) => (isTimeout(error) ? 'timeout' : 'error');

export class UpstreamClient {
  readonly name: string;
  private readonly origin: string;
  private readonly basePath: string;
  private readonly timeoutMs: number;
  private readonly writeTimeoutMs: number;
  private readonly retries: number;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly meter: ServiceMeter;

  constructor(options: UpstreamClientOptions) {
    const base = new URL(options.baseUrl);
    this.name = options.name;
    this.origin = base.origin;
    this.basePath = base.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.writeTimeoutMs = options.writeTimeoutMs ?? options.timeoutMs;
    this.retries = options.retries ?? 2;
    this.ownsDispatcher = !options.dispatcher;
    this.meter = options.meter ?? NOT_COUNTED;
    this.dispatcher =
      options.dispatcher ??
      new Pool(this.origin, {
        connections: 128,
        keepAliveTimeout: 10_000,
        headersTimeout: this.writeTimeoutMs,
        bodyTimeout: this.writeTimeoutMs,
        connect: { timeout: options.timeoutMs },
      });
  }

  async request(req: UpstreamRequest, auth: UpstreamAuth | null, stats: UpstreamStats): Promise<UpstreamResponse> {
    const path = this.basePath + req.path + queryString(req.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (auth?.accessToken) headers.authorization = `Bearer ${auth.accessToken}`;
    if (auth?.activationToken) headers['activation-token'] = auth.activationToken;
    let body: string | undefined;
    if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    const read = req.method === 'GET';
    const attempts = read ? this.retries + 1 : 1;
    const timeout = read ? this.timeoutMs : this.writeTimeoutMs;
    const route = this.meter.route(req.method, req.path);
    for (let attempt = 1; ; attempt++) {
      stats.calls.push(`${req.method} ${req.path}`);
      const started = performance.now();
      let answer: WholeAnswer;
      try {
        answer = await readWholeAnswer(this.dispatcher, {
          origin: this.origin,
          path,
          method: req.method,
          headers,
          body,
          headersTimeout: timeout,
          bodyTimeout: timeout,
        });
      } catch (error) {
        route.failed(secondsSince(started), failedAs(error));
        if (attempt < attempts && isRetryableNetworkError(error)) {
          await sleep(RETRY_DELAY_MS * attempt);
          continue;
        }
        throw read ? mapNetworkError(this.name, error) : mapWriteNetworkError(this.name, error);
      }
      const { status, text, cutShort } = answer;
      if (status >= 500 && attempt < attempts) {
        route.answered(secondsSince(started), status);
        await sleep(RETRY_DELAY_MS * attempt);
        continue;
      }
      if (cutShort) {
        route.failed(secondsSince(started), failedAs(cutShort));
        throw read ? mapNetworkError(this.name, cutShort) : mapWriteNetworkError(this.name, cutShort);
      }
      route.answered(secondsSince(started), status);
      const parsed = parseJson(text);
      if (status >= 200 && status < 300) {
        if (parsed === INVALID) throw invalidResponse();
        return { status, body: parsed };
      }
      if (req.expect?.includes(status)) {
        return { status, body: parsed === INVALID ? undefined : parsed };
      }
      throw mapHttpStatus(this.name, status, parsed === INVALID ? undefined : parsed);
    }
  }

  /**
   * A call whose body is not JSON (CSV downloads, multipart uploads): the
   * response comes back unread, as undici's stream, for the caller to pipe or
   * dump. No retries (the body may be a one-shot stream); network failures
   * and 5xx are mapped as for `request`, other statuses are the caller's.
   */
  async raw(
    req: Omit<UpstreamRequest, 'body' | 'expect'> & { body?: Dispatcher.DispatchOptions['body']; headers?: Record<string, string> },
    auth: UpstreamAuth | null,
    stats: UpstreamStats,
  ): Promise<Dispatcher.ResponseData> {
    const headers: Record<string, string> = { ...req.headers };
    if (auth?.accessToken) headers.authorization = `Bearer ${auth.accessToken}`;
    if (auth?.activationToken) headers['activation-token'] = auth.activationToken;
    stats.calls.push(`${req.method} ${req.path}`);
    const route = this.meter.route(req.method, req.path);
    const started = performance.now();
    let res: Dispatcher.ResponseData;
    try {
      res = await this.dispatcher.request({
        origin: this.origin,
        path: this.basePath + req.path + queryString(req.query),
        method: req.method,
        headers,
        body: req.body,
        headersTimeout: req.method === 'GET' ? this.timeoutMs : this.writeTimeoutMs,
        bodyTimeout: req.method === 'GET' ? this.timeoutMs : this.writeTimeoutMs,
      });
    } catch (error) {
      route.failed(secondsSince(started), failedAs(error));
      throw req.method === 'GET' ? mapNetworkError(this.name, error) : mapWriteNetworkError(this.name, error);
    }
    // Timed to the headers: the body is the caller's to stream (a download, an upload's answer).
    route.answered(secondsSince(started), res.statusCode);
    if (res.statusCode >= 500) {
      await res.body.dump();
      throw mapNetworkError(this.name, undefined);
    }
    if (res.statusCode === 401) {
      await res.body.dump();
      throw mapHttpStatus(this.name, 401, undefined);
    }
    return res;
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }
}

const INVALID = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

function queryString(query: UpstreamRequest['query']): string {
  if (!query) return '';
  let out = '';
  for (const key in query) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    out += `${out ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
  }
  return out;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
