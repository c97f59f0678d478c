import type { ApolloServerPlugin } from '@apollo/server';
import { canReadActivity } from '../../access/permissions';
import { perRequest, type GatewayContext } from '../../context';

// The Activity entries a request's writes made, named in its answer (issue 43): the app's notice
// after a save or a delete offers Undo on exactly these, instead of looking up "the newest entry of
// this record" (which races the entry's storing and may find a colleague's). Each is a `ref` the
// gateway gives the entry before it is stored; `activity(filter: { refs })` finds it, waiting on
// this replica until it is stored.

/** The answer's `extensions` field naming the entries. */
export const WRITTEN_ENTRIES_EXTENSION = 'activityEntries';

const writtenEntries = perRequest((): string[] => []);

/** Notes that this request's write made the entry `ref` (one the viewer could put back). */
export function noteWrittenEntry(ctx: GatewayContext, ref: string): void {
  ctx.use(writtenEntries).push(ref);
}

/**
 * What the answer adds to its `extensions`: the entries this request's writes made, for a viewer
 * who reads Activity (admins and developers: who may revert; the revert checks the area's write
 * permission itself); null when there are none to name.
 */
export async function writtenEntriesExtension(ctx: GatewayContext): Promise<Record<string, string[]> | null> {
  const refs = ctx.use(writtenEntries);
  if (refs.length === 0) return null;
  const viewer = await ctx.viewer().catch(() => null);
  return viewer && canReadActivity(viewer) ? { [WRITTEN_ENTRIES_EXTENSION]: [...refs] } : null;
}

/** Apollo's path (text documents, uploads): the entries join the answer's `extensions`. */
export function writtenEntriesPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const extension = await writtenEntriesExtension(contextValue);
          if (extension) response.body.singleResult.extensions = { ...response.body.singleResult.extensions, ...extension };
        },
      };
    },
  };
}
