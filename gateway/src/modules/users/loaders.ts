import DataLoader from 'dataloader';
import type { UpstreamCaller } from '../../upstream/caller';
import { getUser } from './client';
import { type UpstreamUser } from '../../access/upstream-user';
import { perRequest } from '../../context';

/** Users by id, deduplicated within one request (no batch endpoint upstream). */
export function createUserLoader(call: UpstreamCaller): DataLoader<string, UpstreamUser> {
  return new DataLoader<string, UpstreamUser>((ids) =>
    Promise.all(ids.map((id) => getUser(call, id).catch((error: unknown) => error as Error))),
  );
}

/** The request's user loader: `ctx.use(userLoader)`. */
export const userLoader = perRequest((ctx) => createUserLoader(ctx.callApi));
