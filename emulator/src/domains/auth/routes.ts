// Spec 000 §7 Auth: login (with the activation-code step), activate, check-auth, logout.
import type { EmulatorDeps } from '../../deps';
import { activationHeader, bearerToken, hasActivated, tokenOwner } from '../../guard';
import { badRequest, unauthorized } from '../../http/errors';
import type { Router } from '../../http/router';
import { text } from '../../http/validation';
import { findUserByEmail, findUserById, publicUser, type PublicUser } from '../../model';
import { verifySignIn } from '../../passwords';
import { issueAccessToken, MAX_WRONG_TRIES, newActivationCode, sendActivationCode } from '../../sessions';

interface Session {
  access_token: string;
  user: PublicUser;
}

const invalidActivation = () => badRequest('Invalid activation token');

export function registerAuthRoutes(router: Router, { store, log }: EmulatorDeps): void {
  router.add(
    'POST',
    '/auth/login',
    async ({ req, body }) => {
      const found = findUserByEmail(store.read(), text(body.username));
      if (!(await verifySignIn(text(body.password), found?.passwordHash)) || !found) {
        throw unauthorized('Invalid credentials');
      }
      const activation = activationHeader(req);
      const now = new Date();
      if (hasActivated(found, activation)) {
        const session = await store.update((draft): Session => {
          const user = findUserById(draft, found.id);
          if (!user) throw unauthorized('Invalid credentials');
          return { access_token: issueAccessToken(draft, user.id, now), user: publicUser(user) };
        });
        return { status: 200, body: session };
      }
      const code = newActivationCode();
      const email = await store.update((draft) => {
        const user = findUserById(draft, found.id);
        if (!user) throw unauthorized('Invalid credentials');
        sendActivationCode(draft, user, code, now);
        return user.email;
      });
      log(`[outbox] code ${code} for ${email}`);
      return { status: 200 };
    },
    { isPublic: true },
  );

  router.add(
    'POST',
    '/auth/activate',
    async ({ body }) => {
      const code = text(body.activationToken).trim().toUpperCase();
      const now = Date.now();
      // Wrong tries are counted (and persisted) even though the call fails.
      const session = await store.update((draft): Session | null => {
        const user = findUserByEmail(draft, text(body.email));
        const pending = user?.pendingCode;
        if (!user || !pending) throw invalidActivation();
        if (Date.parse(pending.expiresAt) <= now) {
          user.pendingCode = null;
          return null;
        }
        if (pending.code !== code) {
          pending.wrongTries += 1;
          if (pending.wrongTries >= MAX_WRONG_TRIES) user.pendingCode = null;
          return null;
        }
        user.pendingCode = null;
        if (!user.activatedCodes.includes(code)) user.activatedCodes.push(code);
        return { access_token: issueAccessToken(draft, user.id, new Date(now)), user: publicUser(user) };
      });
      if (!session) throw invalidActivation();
      return { status: 200, body: session };
    },
    { isPublic: true },
  );

  router.add('POST', '/auth/check-auth', ({ req, body }) => {
    const token = text(body.token) || bearerToken(req) || '';
    const user = tokenOwner(store.read(), token);
    if (!user) throw unauthorized();
    return { status: 200, body: { user: publicUser(user) } };
  });

  router.add('POST', '/auth/logout', async ({ auth }) => {
    const token = auth!.token;
    await store.update((draft) => {
      delete draft.tokens[token];
    });
    return { status: 200, body: { message: 'Logged out' } };
  });
}
