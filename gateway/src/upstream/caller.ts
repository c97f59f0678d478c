import type { z } from 'zod';
import type { UpstreamAuth, UpstreamRequest, UpstreamResponse } from './http-client';
import { invalidResponse } from './error-mapping';

/**
 * One upstream bound to the current request: its session headers and its
 * call counter. Module clients receive this and never see tokens.
 */
export type UpstreamCaller = (req: UpstreamRequest, auth?: UpstreamAuth | null) => Promise<UpstreamResponse>;

/** Validates an upstream payload; a mismatch is the upstream's fault. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw invalidResponse();
  return result.data;
}
