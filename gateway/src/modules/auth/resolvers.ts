import type { Resolvers } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { readCookie } from '../../http/cookies';
import { PERMISSION_KEYS, PERMISSION_NAMES, websiteLevelList } from '../../access/permission-codec';
import { activate, changePassword, login, logout } from './client';
import { toViewerModel, type ViewerModel } from '../../access/viewer-model';
import * as rules from '../../access/permissions';
import {
  ACTIVATION_COOKIE,
  activationCodeFor,
  activationSetCookie,
  sessionClearCookie,
  SESSION_MAX_AGE_S,
  sessionSetCookie,
  withActivationCode,
  type Session,
} from '../../access/session';
import { recordSignInFailure, recordSignInSuccess, signInRefusal } from './sign-in-throttle';
import { websiteLoaders } from '../../catalogue/websites';

const MIN_PASSWORD_LENGTH = 6;

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => ctx.viewer(),
  },

  Mutation: {
    async signIn(_root, { input }, ctx) {
      const refusal = await signInRefusal(ctx, input.email);
      if (refusal) return { status: null, viewer: null, userErrors: [refusal] };
      const codes = ctx.services.codec.decodeActivation(readCookie(ctx.cookieHeader, ACTIVATION_COOKIE));
      const activationToken = activationCodeFor(codes, input.email);
      const result = await login(ctx.callApi, input, activationToken);
      if (result.kind === 'rejected') {
        await recordSignInFailure(ctx, input.email);
        return { status: null, viewer: null, userErrors: result.userErrors };
      }
      await recordSignInSuccess(ctx, input.email);
      if (result.kind === 'activation-required') return { status: 'ACTIVATION_REQUIRED', viewer: null, userErrors: [] };
      const viewer = startSession(ctx, result.accessToken, activationToken, result.user);
      return { status: 'SIGNED_IN', viewer, userErrors: [] };
    },

    async activate(_root, { input: raw }, ctx) {
      // Codes are A–Z/0–9; accept what the user typed in any case.
      const input = { email: raw.email, code: raw.code.trim().toUpperCase() };
      const result = await activate(ctx.callApi, input);
      if (!result.ok) return { viewer: null, userErrors: result.userErrors };
      const codes = ctx.services.codec.decodeActivation(readCookie(ctx.cookieHeader, ACTIVATION_COOKIE));
      const updated = withActivationCode(codes, input.email, input.code);
      ctx.setCookie(activationSetCookie(ctx.services.codec.encodeActivation(updated), ctx.secure));
      const viewer = startSession(ctx, result.value.accessToken, input.code, result.value.user);
      return { viewer, userErrors: [] };
    },

    async signOut(_root, _args, ctx) {
      const session = ctx.session;
      if (session) {
        const userId = session.userId ?? (await ctx.viewer().catch(() => null))?.id;
        ctx.services.viewerCache.delete(ctx.services.viewerCache.keyForSession(session));
        try {
          await logout(ctx.callApi, session.email);
        } catch (error) {
          // Signing out locally must work even when the upstream is down or
          // already forgot the token.
          ctx.services.logger.debug({ err: error }, 'upstream logout failed (ignored)');
        }
        // Every replica forgets this user's cached viewers and checks their open live streams at
        // once: this session's end there, with the token the upstream no longer accepts.
        if (userId) await ctx.services.state.sessions.userChanged(userId).catch(() => undefined);
      }
      ctx.setCookie(sessionClearCookie(ctx.secure));
      ctx.replaceSession(null, null);
      return { ok: true };
    },

    async changePassword(_root, { input }, ctx) {
      const viewer = await ctx.requireViewer();
      // The upstream's own text ('newPassword must be longer than or equal to 6 characters') is not for staff.
      if (input.newPassword.length < MIN_PASSWORD_LENGTH) {
        return { ok: false, userErrors: [{ field: 'newPassword', message: 'The new password must be at least 6 characters long' }] };
      }
      const result = await changePassword(ctx.callApi, { ...input, id: viewer.id });
      if (!result.ok) return { ok: false, userErrors: result.userErrors };
      // Every other session of this user ends; this one goes on.
      await endOtherSessions(ctx, viewer.id);
      return { ok: true, userErrors: [] };
    },
  },

  Viewer: {
    isAdmin: (v) => rules.isAdmin(v),
    permissions: (v) => PERMISSION_KEYS.map((key) => ({ key, name: PERMISSION_NAMES[key], level: rules.permissionLevel(v, key) })),
    websitePermissions: (v, _args, ctx) => websitesWithLevels(v, ctx, v.websites),
    helpPermissions: (v, _args, ctx) => websitesWithLevels(v, ctx, v.help),
  },
};

/** Admins hold WRITE on every website, so their list comes from the upstream. */
async function websitesWithLevels(v: ViewerModel, ctx: GatewayContext, stored: ViewerModel['websites']) {
  if (!rules.isAdmin(v)) return websiteLevelList(stored);
  const all = await ctx.use(websiteLoaders).all();
  return all.map((w) => ({ websiteId: w.id, level: 'WRITE' as const }));
}

async function endOtherSessions(ctx: GatewayContext, userId: string): Promise<void> {
  const { sessions } = ctx.services.state;
  await sessions.revokeSessions(userId, { before: Date.now(), keep: ctx.session?.sid ?? null }, SESSION_MAX_AGE_S * 1000);
  await sessions.userChanged(userId);
}

function startSession(
  ctx: GatewayContext,
  accessToken: string,
  activationToken: string | null,
  user: Parameters<typeof toViewerModel>[0],
): ViewerModel {
  const session: Session = { accessToken, activationToken, email: user.email, userId: user.id };
  ctx.setCookie(sessionSetCookie(ctx.services.codec.encodeSession(session), ctx.secure));
  const viewer = toViewerModel(user);
  ctx.replaceSession(session, viewer);
  const cache = ctx.services.viewerCache;
  cache.set(cache.keyForSession(session), viewer);
  return viewer;
}
