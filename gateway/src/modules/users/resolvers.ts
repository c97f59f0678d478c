import type { Resolvers, UserSortColumn } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { badUserInput, nullWhenMissing, upstreamUnavailable } from '../../errors';
import * as rules from '../../access/permissions';
import * as client from './client';
import {
  PERMISSION_KEYS,
  PERMISSION_NAMES,
  initialOnlinePermissions,
  packOnlinePermissions,
  permissionsOf,
  roleFromUpstream,
  roleToUpstream,
  websiteLevelList,
} from '../../access/permission-codec';
import { numericId, upstreamId } from '../../upstream/ids';
import type { UserModel } from './mappers';
import { userLoader } from './loaders';
import { payload } from '../../upstream/payload';

const SORT_COLUMNS: Record<UserSortColumn, client.ListUsersQuery['sortColumn']> = {
  ID: 'id',
  EMAIL: 'email',
  ROLE: 'role',
  IS_DEVELOPER: 'isDeveloper',
};
const MAX_PAGE_SIZE = 100;

export const usersResolvers: Resolvers = {
  Query: {
    async users(_root, { page, pageSize, search, sort }, ctx) {
      rules.assertCanManageUsers(await ctx.requireViewer());
      checkPaging(page, pageSize);
      const result = await client.listUsers(ctx.callApi, {
        page,
        limit: pageSize,
        term: search?.trim() || undefined,
        sortColumn: sort ? SORT_COLUMNS[sort.column] : undefined,
        sortDirection: sort?.direction,
      });
      return { items: result.items, totalItems: result.totalItems, pageCount: result.pageCount, page };
    },

    async user(_root, { id }, ctx) {
      rules.assertCanManageUsers(await ctx.requireViewer());
      return loadUserOrNull(ctx, id);
    },
  },

  Mutation: {
    async createUser(_root, { input }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanManageUsers(viewer);
      const result = await client.createUser(ctx.callApi, {
        email: input.email,
        password: input.password,
        role: roleToUpstream(input.role),
        isDeveloper: false,
        // Spec 000 §5: Managers start with no permissions, Admins with all.
        onlinePermissions: initialOnlinePermissions(input.role),
        ...actor(viewer.id),
      });
      return payload('user', result);
    },

    async updateUser(_root, { input }, ctx) {
      const viewer = await ctx.requireViewer();
      const id = upstreamId(input.id);
      rules.assertCanEditUserId(viewer, id, input.role);
      const target = await ctx.use(userLoader).load(id);
      rules.assertCanEditUser(viewer, { id: target.id, role: roleFromUpstream(target.role) }, input.role);
      const result = await client.updateUser(ctx.callApi, id, {
        email: input.email,
        role: roleToUpstream(input.role),
        ...actor(viewer.id),
      });
      if (result.ok) await ctx.services.state.sessions.userChanged(id);
      return payload('user', result);
    },

    async deleteUser(_root, { id: given }, ctx) {
      const viewer = await ctx.requireViewer();
      const id = upstreamId(given);
      rules.assertCanDeleteUser(viewer, id);
      const result = await client.deleteUser(ctx.callApi, id);
      if (result.ok) await ctx.services.state.sessions.userChanged(id);
      return payload('deletedUserId', result);
    },

    async updateUserPermissions(_root, { input }, ctx) {
      const viewer = await ctx.requireViewer();
      const userId = upstreamId(input.userId);
      rules.assertCanEditUserId(viewer, userId);
      const target = await ctx.use(userLoader).load(userId);
      rules.assertCanEditUser(viewer, { id: target.id, role: roleFromUpstream(target.role) });
      const onlinePermissions = packOnlinePermissions({
        permissions: input.permissions,
        websites: input.websitePermissions,
        help: input.helpPermissions,
      });
      const result = await client.updateUser(ctx.callApi, userId, { onlinePermissions, ...actor(viewer.id) });
      // A revoked permission must not live on in any replica's cached viewer of that user.
      if (result.ok) await ctx.services.state.sessions.userChanged(userId);
      return payload('user', result);
    },
  },

  User: {
    role: (u) => roleFromUpstream(u.role),
    permissions: (u) => {
      const levels = permissionsOf(u).permissions;
      if (!levels) throw malformedPermissions();
      return PERMISSION_KEYS.map((key) => ({ key, name: PERMISSION_NAMES[key], level: levels[key] }));
    },
    websitePermissions: (u) => {
      const levels = permissionsOf(u).websites;
      if (!levels) throw malformedPermissions();
      return websiteLevelList(levels);
    },
    helpPermissions: (u) => {
      const levels = permissionsOf(u).help;
      if (!levels) throw malformedPermissions();
      return websiteLevelList(levels);
    },
    viewerCanEdit: (u, _args, ctx) => ctx.forViewer((viewer) => rules.canEditUser(viewer, target(u))),
    viewerCanDelete: (u, _args, ctx) => ctx.forViewer((viewer) => rules.canDeleteUser(viewer, u)),
    viewerCanChangeRole: (u, _args, ctx) => ctx.forViewer((viewer) => rules.canChangeRole(viewer, target(u))),
  },
};

function target(u: UserModel): rules.UserTarget {
  return { id: u.id, role: roleFromUpstream(u.role) };
}

/** adminId and user_id are sent on every write (spec 000 §3). */
function actor(viewerId: string) {
  const id = numericId(viewerId);
  return { adminId: id, user_id: id };
}

function checkPaging(page: number, pageSize: number) {
  if (page < 1) throw badUserInput('page must be 1 or more.', 'page');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badUserInput(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`, 'pageSize');
  }
}

const loadUserOrNull = (ctx: GatewayContext, id: string): Promise<UserModel | null> =>
  nullWhenMissing(() => ctx.use(userLoader).load(upstreamId(id)));

function malformedPermissions() {
  return upstreamUnavailable('The service returned unreadable permissions for this user.');
}
