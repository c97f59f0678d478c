import * as rules from '../../access/permissions';
import type { ViewerModel } from '../../access/viewer-model';
import type { GatewayContext } from '../../context';
import { badUserInput, forbidden } from '../../errors';
import type { EntityChange } from '../../state/change-feed';
import type { LiveArea } from '../gateway-module';

// Who hears of a change and who sees who else edits a record (issue 39): each area's one rule,
// declared by its module (`live` in its GatewayModule), applied with the website the record
// belongs to. A change heard from an area with no rule, or a record of no known type, is for
// admins and developers alone.

export interface Audiences {
  /** Whether the viewer may hear of this change. */
  mayHear(viewer: ViewerModel, change: EntityChange): boolean;
  /** Refuses a presence resource (`HelpPage:15`) that is not a record the viewer may read. */
  assertMayWatch(ctx: GatewayContext, viewer: ViewerModel, resource: string): Promise<void>;
}

export function audiences(areas: Readonly<Record<string, LiveArea>>): Audiences {
  const watchable = new Map(
    Object.values(areas).flatMap((area) =>
      Object.entries(area.watch ?? {}).map(([type, websiteOf]) => [type, { area, websiteOf }] as const),
    ),
  );
  return {
    mayHear(viewer, change) {
      const area = areas[change.area];
      return area ? area.mayRead(viewer, change.websiteId) : rules.isAdmin(viewer);
    },
    async assertMayWatch(ctx, viewer, resource) {
      // A record's id, or the name of a record of its own kind (`BigJackpot:big-jackpot`), or an id
      // made of its parts (`SportTooltip:3:promo_tip`, `SeoRule:1:2:SPORT:5:`); each type's
      // `watch` finds the website it belongs to, or refuses an id it does not know.
      const match = /^([A-Za-z]+):([A-Za-z0-9_.:-]{1,200})$/.exec(resource);
      const record = match && watchable.get(match[1]!);
      if (!match || !record) throw badUserInput('The resource is a record as `User:12`, `Website:3` or `BigJackpot:big-jackpot`.');
      const websiteId = await record.websiteOf(ctx, viewer, match[2]!);
      if (websiteId === undefined || !record.area.mayRead(viewer, websiteId)) throw forbidden('You cannot read this record.');
    },
  };
}
