// Casino REST: the operator API hands out short-lived casino tokens
// (GET /api-rest/get-token), which the casino pages API takes as its bearer.
// Tokens live in memory per emulator; /_dev/casino-tokens counts (and revokes) them.
import { randomBytes } from 'node:crypto';
import type { EmulatorDeps } from '../../deps';
import { bearerToken } from '../../guard';
import { notFound, unauthorized } from '../../http/errors';
import { idParam, type Router } from '../../http/router';

export const CASINO_TOKEN_SECONDS = 300;

export function registerCasinoRoutes(router: Router, { store }: EmulatorDeps): void {
  const tokens = new Map<string, number>();
  let issued = 0;

  router.add('GET', '/api-rest/get-token', () => {
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + CASINO_TOKEN_SECONDS * 1000);
    issued++;
    return { status: 200, body: { token, expiresIn: CASINO_TOKEN_SECONDS } };
  });

  router.add(
    'GET',
    '/api/casino/v1/casino-pages/market/:marketId',
    (ctx) => {
      const token = bearerToken(ctx.req);
      const expiresAt = token === null ? undefined : tokens.get(token);
      if (expiresAt === undefined || expiresAt <= Date.now()) {
        if (token !== null) tokens.delete(token);
        throw unauthorized();
      }
      const marketId = idParam(ctx, 'marketId');
      const data = store.read();
      if (marketId === null || !data.markets.some((market) => market.id === marketId)) throw notFound('Market not found');
      const payload = data.casinoCategories
        .filter((category) => category.marketId === marketId)
        .map((category) => ({
          casinoCategoryId: category.id,
          name: category.name,
          isLive: category.isLive,
          isMobile: category.isMobile,
          active: category.active,
          hidden: category.hidden,
          numberOfGames: category.numberOfGames,
        }));
      return { status: 200, body: { data: { payload } } };
    },
    { isPublic: true },
  );

  router.add('GET', '/_dev/casino-tokens', () => ({ status: 200, body: { issued, live: tokens.size } }), { isPublic: true });

  // Lets a test make the gateway's cached casino token stale (the next casino call answers 401).
  router.add(
    'DELETE',
    '/_dev/casino-tokens',
    () => {
      const revoked = tokens.size;
      tokens.clear();
      return { status: 200, body: { revoked } };
    },
    { isPublic: true },
  );
}
