import { z } from 'zod';
import type { UpstreamService } from '../../upstream/upstreams';
import type { GatewayContext } from '../../context';
import { unauthenticated, upstreamUnavailable } from '../../errors';
import { parseBody } from '../../upstream/caller';
import type { CasinoToken } from './casino-token-cache';
import { casinoTokens } from './casino-token-cache';

// Casino categories of a market from the casino REST, with the casino bearer
// from the replica's token cache (see casino-token-cache.ts).

/** The casino REST: its own bearer (from /api-rest/get-token), not the session's headers. */
export const casinoService: UpstreamService = { name: 'casino API', env: 'CASINO_URL', auth: 'none' };

const TokenSchema = z.object({ token: z.string().min(1), expiresIn: z.coerce.number() });

const CasinoCategorySchema = z.object({
  casinoCategoryId: z.union([z.number(), z.string()]).transform(String),
  name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  isLive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  isMobile: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  active: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  hidden: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  numberOfGames: z.coerce
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 0),
});
export type UpstreamCasinoCategory = z.infer<typeof CasinoCategorySchema>;

const CasinoPagesSchema = z.object({ data: z.object({ payload: z.array(CasinoCategorySchema) }) });

async function fetchToken(ctx: GatewayContext): Promise<CasinoToken> {
  const res = await ctx.callApi({ method: 'GET', path: '/api-rest/get-token' });
  return parseBody(TokenSchema, res.body);
}

export async function casinoCategories(ctx: GatewayContext, marketId: string): Promise<UpstreamCasinoCategory[]> {
  if (!ctx.auth) throw unauthenticated();
  const cache = ctx.use(casinoTokens);
  const key = cache.key(ctx.auth);
  // One retry: a 401 means the token expired or was revoked early, so a new one should work.
  for (let attempt = 1; ; attempt++) {
    const token = await cache.get(key, () => fetchToken(ctx));
    const res = await ctx.call(casinoService)(
      { method: 'GET', path: `/api/casino/v1/casino-pages/market/${encodeURIComponent(marketId)}`, expect: [401] },
      { accessToken: token, activationToken: null },
    );
    if (res.status !== 401) return parseBody(CasinoPagesSchema, res.body).data.payload;
    await cache.drop(key, token);
    // Not UNAUTHENTICATED: the user's own session is fine, the web app must not sign out.
    if (attempt >= 2) throw upstreamUnavailable('The casino API refused access. Please try again.');
  }
}
