import * as rules from '../../access/permissions';
import type { SearchSource } from '../gateway-module';
import { listUsers } from './client';

/** Users in the command palette: by email, as the users list searches. */
export const usersSearch: SearchSource = {
  allowed: rules.canReadUsers,
  find: async (ctx, _viewer, term, limit) =>
    (await listUsers(ctx.callApi, { page: 1, limit, term })).items.map((u) => ({ kind: 'USER', id: u.id, label: u.email, detail: null })),
};
