// What other modules may use of the users module: the command palette's user search.
import type { UpstreamCaller } from '../../upstream/caller';
import { listUsers } from './client';

/** Users whose email matches `term`, at most `limit`. */
export async function listUsersMatching(call: UpstreamCaller, term: string, limit: number) {
  return (await listUsers(call, { page: 1, limit, term })).items;
}
