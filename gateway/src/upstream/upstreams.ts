import type { Dispatcher } from 'undici';
import { ConfigError, httpUrl, trimSlash, type GatewayConfig } from '../config';
import type { UpstreamMetrics } from '../telemetry/upstream-metrics';
import { UpstreamClient } from './http-client';

/**
 * An upstream service besides the operator API (the jackpot, stream, trending and casino
 * services, the territory source), declared by the module that calls it, next to its client,
 * and listed in the module's `GatewayModule.upstreams`. The gateway makes one client (one
 * connection pool, connected lazily) per declared service at start and checks its URL there;
 * a resolver calls it through `ctx.call(service)`.
 */
export interface UpstreamService {
  /** How errors and logs name it: 'jackpot service'. */
  readonly name: string;
  /** The environment variable of its base URL: 'JACKPOT_URL'. */
  readonly env: string;
  /** Its base URL when `env` is not set, from the operator API's (the emulator serves them all). */
  readonly defaultUrl?: (apiUrl: string) => string;
  /** 'session': the signed-in user's headers, as the operator API takes them; 'none': no headers. */
  readonly auth: 'session' | 'none';
}

/** The upstream clients of one replica: the operator API's and one per declared service. */
export class Upstreams {
  readonly api: UpstreamClient;
  private readonly services = new Map<UpstreamService, UpstreamClient>();
  private readonly baseUrls: Record<string, string> = {};

  constructor(config: GatewayConfig, declared: readonly UpstreamService[], dispatcher?: Dispatcher, metrics?: UpstreamMetrics) {
    const make = (name: string, baseUrl: string) =>
      new UpstreamClient({
        name,
        baseUrl,
        timeoutMs: config.upstreamTimeoutMs,
        writeTimeoutMs: config.upstreamWriteTimeoutMs,
        dispatcher,
        meter: metrics?.service(name),
      });
    this.api = make('operator API', config.upstreamApiUrl);
    const invalid = declared.filter(
      (s) => config.upstreamEnv[s.env] !== undefined && !httpUrl.safeParse(config.upstreamEnv[s.env]).success,
    );
    if (invalid.length > 0) {
      throw new ConfigError(`Invalid gateway configuration:\n${invalid.map((s) => `  ${s.env}: Invalid URL`).join('\n')}`);
    }
    for (const service of new Set(declared)) {
      const url = config.upstreamEnv[service.env] ?? service.defaultUrl?.(config.upstreamApiUrl) ?? config.upstreamApiUrl;
      const baseUrl = trimSlash(url);
      this.baseUrls[service.env] = baseUrl;
      this.services.set(service, make(service.name, baseUrl));
    }
  }

  /** The client of a declared service; a service no module declared is a programming error. */
  client(service: UpstreamService): UpstreamClient {
    const client = this.services.get(service);
    if (!client) throw new Error(`The ${service.name} is not declared by any module (GatewayModule.upstreams)`);
    return client;
  }

  /** The base URL each declared service is called at, by its variable (startup log, tests). */
  urls(): Record<string, string> {
    return { ...this.baseUrls };
  }

  async close(): Promise<void> {
    await Promise.all([this.api, ...this.services.values()].map((u) => u.close()));
  }
}
