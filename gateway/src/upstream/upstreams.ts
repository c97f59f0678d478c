import type { Dispatcher } from 'undici';
import type { GatewayConfig } from '../config';
import { UpstreamClient } from './http-client';

/**
 * One client (one connection pool) per upstream service. Only the operator
 * API is used so far; the others are configured now so later modules plug in.
 * Pools connect lazily, so an unused upstream costs nothing.
 */
export interface Upstreams {
  api: UpstreamClient;
  jackpot: UpstreamClient;
  stream: UpstreamClient;
  trending: UpstreamClient;
  casino: UpstreamClient;
  territory: UpstreamClient;
}

const NAMES: Record<keyof Upstreams, string> = {
  api: 'operator API',
  jackpot: 'jackpot service',
  stream: 'stream service',
  trending: 'trending service',
  casino: 'casino API',
  territory: 'territory hierarchy source',
};

export function createUpstreams(config: GatewayConfig, dispatcher?: Dispatcher): Upstreams {
  const make = (key: keyof Upstreams) =>
    new UpstreamClient({
      name: NAMES[key],
      baseUrl: config.upstreams[key],
      timeoutMs: config.upstreamTimeoutMs,
      writeTimeoutMs: config.upstreamWriteTimeoutMs,
      dispatcher,
    });
  return {
    api: make('api'),
    jackpot: make('jackpot'),
    stream: make('stream'),
    trending: make('trending'),
    casino: make('casino'),
    territory: make('territory'),
  };
}

export async function closeUpstreams(upstreams: Upstreams): Promise<void> {
  await Promise.all(Object.values(upstreams).map((u: UpstreamClient) => u.close()));
}
