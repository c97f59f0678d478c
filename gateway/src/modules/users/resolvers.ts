import type { Resolvers, UserPermissionChangesInput, UserSortColumn } from '../../generated/resolvers-types';
import type { UserError } from '../../upstream/user-errors';
import type { GatewayContext } from '../../context';
import { badUserInput, nullWhenMissing, upstreamUnavailable } from '../../errors';
import * as rules from '../../access/permissions';
import * as client from './client';
import {
  PERMISSION_KEYS,
  PERMISSION_NAMES,
  initialOnlinePermissions,
  mergeOnlinePermissions,
  type PermissionChanges,
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
      const changes = changesOf(input);
      const listedTwice = repeatedEntries(changes);
      if (listedTwice.length > 0) return { user: null, userErrors: listedTwice };
      // The changes go onto the levels stored now: whatever the screen did not show stays.
      const onlinePermissions = mergeOnlinePermissions(target.onlinePermissions, changes);
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

/** The input's lists, a left-out one empty (graphql-jit applies no input field default), website ids in their one spelling. */
function changesOf(input: UserPermissionChangesInput): PermissionChanges {
  const websites = (list: UserPermissionChangesInput['websitePermissions']) =>
    (list ?? []).map((p) => ({ websiteId: upstreamId(p.websiteId), level: p.level }));
  return { permissions: input.permissions ?? [], websites: websites(input.websitePermissions), help: websites(input.helpPermissions) };
}

/** An entry listed twice with two levels cannot say which one the user meant. */
function repeatedEntries(changes: PermissionChanges): UserError[] {
  const twice = <T>(list: readonly T[], name: string, field: string, idOf: (entry: T) => string) => {
    const seen = new Set<string>();
    return list.flatMap((entry, index) => {
      const id = idOf(entry);
      if (!seen.has(id)) return (seen.add(id), []);
      return [{ field: `${name}.${index}.${field}`, message: `${id} is listed more than once.` }];
    });
  };
  return [
    ...twice(changes.permissions, 'permissions', 'key', (p) => p.key),
    ...twice(changes.websites, 'websitePermissions', 'websiteId', (p) => p.websiteId),
    ...twice(changes.help, 'helpPermissions', 'websiteId', (p) => p.websiteId),
  ];
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
