import { assertCanReadActivity } from '../../access/permissions';
import { badUserInput } from '../../errors';
import type { ActivityFilter, Resolvers } from '../../generated/resolvers-types';
import { checkPaging } from '../../graphql/paging';
import type { GatewayServices } from '../../context';
import type { ActivityQuery } from '../../activity-log/entry';

// The Activity screen's reads (issue 19): admins and developers only.

/** How long a read of the entries a write named waits for them (longer: the store is down, they wait in its queue). */
const NAMED_ENTRIES_WAIT_MS = 5000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` → the day's first millisecond (UTC); `next` gives the day after, for an inclusive end. */
function dayStart(value: string, field: 'from' | 'to', next = false): number {
  const match = DAY.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls month 13 and day 45 over into a real day: a date that does not exist is refused.
  if (!match || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw badUserInput(`${field} must be a date written YYYY-MM-DD.`, field);
  }
  return date.getTime() + (next ? 86_400_000 : 0);
}

function toQuery(filter: ActivityFilter | null | undefined): ActivityQuery {
  if (!filter) return {};
  const text = (value: string | null | undefined) => value?.trim() || null;
  const from = text(filter.from);
  const to = text(filter.to);
  return {
    refs: filter.refs ?? null,
    batch: text(filter.batch),
    user: text(filter.user),
    area: text(filter.area),
    operation: text(filter.operation),
    entityType: text(filter.entityType),
    entityId: text(filter.entityId),
    from: from ? dayStart(from, 'from') : null,
    to: to ? dayStart(to, 'to', true) : null,
  };
}

function recorderOf(services: GatewayServices) {
  if (!services.activity) throw badUserInput('The activity log is switched off on this gateway (AUDIT=false).');
  return services.activity;
}

export const activityResolvers: Resolvers = {
  Query: {
    async activity(_root, { filter, page, pageSize }, ctx) {
      assertCanReadActivity(await ctx.requireViewer());
      checkPaging(page, pageSize);
      const query = toQuery(filter);
      const recorder = recorderOf(ctx.services);
      // The entries a write just named may still be on their way to the store (its after-snapshot is read first).
      if (query.refs?.length) await recorder.stored(query.refs, NAMED_ENTRIES_WAIT_MS);
      const { items, total } = await recorder.list(query, (page - 1) * pageSize, pageSize);
      return {
        items: items.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
        totalItems: total,
        pageCount: Math.ceil(total / pageSize),
        page,
      };
    },
    async activityAreas(_root, _args, ctx) {
      assertCanReadActivity(await ctx.requireViewer());
      return recorderOf(ctx.services).areas();
    },
    async activityStoreHealth(_root, _args, ctx) {
      assertCanReadActivity(await ctx.requireViewer());
      return recorderOf(ctx.services).health();
    },
  },
};
