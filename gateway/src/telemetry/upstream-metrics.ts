import type { CounterCell, CounterFamily, HistogramCell, HistogramFamily } from './metric-cells';

// Upstream calls by service and route template, with their status (or `timeout`, `error` when no
// answer came) and latency. A path becomes its template once: every segment that is not a plain
// word (letters and dashes) is `:id` (`/users/7` → `/users/:id`, `/configuration-images/a.png/info`
// → `/configuration-images/:id/info`), the query string is dropped, and past MAX_ROUTES templates
// per service the rest are `other`, so a word-like value in a path cannot grow the series.

/** How a call ended when no status came back. */
export type CallFailure = 'timeout' | 'error';

export interface RouteMeter {
  /** An answer with `status` (any: a 500 is an answer) after `seconds`. */
  answered(seconds: number, status: number): void;
  failed(seconds: number, failure: CallFailure): void;
}

export interface ServiceMeter {
  /** The meter of `method path` (path as sent, ids included). */
  route(method: string, path: string): RouteMeter;
}

const MAX_ROUTES = 100;
const OTHER = 'other';
/** Paths as sent, remembered to skip re-deriving their template; cleared when full. */
const MAX_PATHS = 2000;
const WORD = /^[A-Za-z][A-Za-z-]{0,63}$/;

/** `/users/7?page=1` → `/users/:id`. */
export function routeTemplate(path: string): string {
  const query = path.indexOf('?');
  const bare = query === -1 ? path : path.slice(0, query);
  return bare
    .split('/')
    .map((segment) => (segment === '' || WORD.test(segment) ? segment : ':id'))
    .join('/');
}

class CountingRoute implements RouteMeter {
  private readonly byStatus = new Map<number | CallFailure, CounterCell>();

  constructor(
    private readonly calls: CounterFamily,
    private readonly labels: Record<string, string>,
    private readonly duration: HistogramCell,
  ) {}

  answered(seconds: number, status: number): void {
    this.count(status);
    this.duration.observe(seconds);
  }

  failed(seconds: number, failure: CallFailure): void {
    this.count(failure);
    this.duration.observe(seconds);
  }

  private count(status: number | CallFailure) {
    let cell = this.byStatus.get(status);
    if (!cell) {
      cell = this.calls.cell({ ...this.labels, status: String(status) });
      this.byStatus.set(status, cell);
    }
    cell.add();
  }
}

class CountingService implements ServiceMeter {
  private readonly byTemplate = new Map<string, RouteMeter>();
  private readonly byPath = new Map<string, Map<string, RouteMeter>>();

  constructor(
    private readonly families: { calls: CounterFamily; duration: HistogramFamily },
    private readonly service: string,
  ) {}

  route(method: string, path: string): RouteMeter {
    let paths = this.byPath.get(method);
    if (!paths) {
      paths = new Map();
      this.byPath.set(method, paths);
    }
    let meter = paths.get(path);
    if (!meter) {
      if (paths.size >= MAX_PATHS) paths.clear();
      meter = this.forTemplate(method, routeTemplate(path));
      paths.set(path, meter);
    }
    return meter;
  }

  private forTemplate(method: string, template: string): RouteMeter {
    const route = this.byTemplate.has(`${method} ${template}`) || this.byTemplate.size < MAX_ROUTES ? template : OTHER;
    const key = `${method} ${route}`;
    let meter = this.byTemplate.get(key);
    if (!meter) {
      const labels = { service: this.service, method, route };
      meter = new CountingRoute(this.families.calls, labels, this.families.duration.cell(labels));
      this.byTemplate.set(key, meter);
    }
    return meter;
  }
}

const NOT_COUNTED_ROUTE: RouteMeter = { answered: () => {}, failed: () => {} };
/** A service whose calls are not counted (metrics off, a client made outside the gateway). */
export const NOT_COUNTED: ServiceMeter = { route: () => NOT_COUNTED_ROUTE };

export class UpstreamMetrics {
  /** `families` null: metrics are off (METRICS=false). */
  constructor(private readonly families: { calls: CounterFamily; duration: HistogramFamily } | null) {}

  /** The meter of one upstream service, labelled `service` (its name: 'operator API', 'jackpot service'). */
  service(service: string): ServiceMeter {
    return this.families ? new CountingService(this.families, service) : NOT_COUNTED;
  }
}
