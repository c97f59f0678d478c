import * as rules from '../../access/permissions';
import type { SearchSource } from '../gateway-module';
import { listUsers } from './client';

/** Users in the command palette: by email, as the users list searches (one upstream page). */
export const usersSearch: SearchSource = {
  kind: 'USER',
  allowed: rules.canReadUsers,
  find: async (ctx, _viewer, term, limit) => {
    const page = await listUsers(ctx.callApi, { page: 1, limit, term });
    return { results: page.items.map((u) => ({ kind: 'USER', id: u.id, label: u.email, detail: null })), total: page.totalItems };
  },
};
