import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { numericId, upstreamId, type WriteResult, UpstreamId } from '../../upstream/ids';
import { readAllPages } from '../../upstream/all-pages';
import { upstreamPageOf } from '../../upstream/page-schema';

// The operator API's sport tooltips (emulator/README.md "Tooltips"). Only the
// SEO-area view's list and toggle here; the configuration area's writes are in sport-client.ts.

export const UpstreamTooltipSportSchema = z.object({
  id: UpstreamId,
  sportId: UpstreamId,
  name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  /** A JSON string of website ids (an array on some upstream versions). */
  websiteIds: z.unknown(),
  /** A JSON string of [{phrase_key, template_ids, tooltips:[{selection_position}]}]. */
  tooltips: z.unknown(),
});
export type UpstreamTooltipSport = z.infer<typeof UpstreamTooltipSportSchema>;

/** The spec's page size for the sports with tooltips (spec 001 §7 reads them 200 at a time). */
export const TOOLTIPS_PAGE_SIZE = 200;

const TooltipSportPage = upstreamPageOf(UpstreamTooltipSportSchema);

/** Every sport with tooltips, every page of them (the screens page and search them here). */
export function listTooltipSports(call: UpstreamCaller): Promise<UpstreamTooltipSport[]> {
  const read = async (page: number, limit: number) => {
    const res = await call({ method: 'GET', path: '/tooltips', query: { page, limit } });
    return parseBody(TooltipSportPage, res.body);
  };
  return readAllPages(read, { pageSize: TOOLTIPS_PAGE_SIZE, idOf: (row) => row.id });
}

/** Toggles the website in the sport's `websiteIds` (the upstream has no "set"). */
export async function toggleWebsiteTooltips(
  call: UpstreamCaller,
  websiteId: string,
  sportId: string,
): Promise<WriteResult<UpstreamTooltipSport>> {
  const body = { websiteId: numericId(upstreamId(websiteId)), sportId: numericId(upstreamId(sportId)) };
  const res = await call({ method: 'POST', path: '/tooltips/website', body, expect: [400, 404] });
  if (res.status === 400 || res.status === 404) {
    // The screen shows the server's message globally: no field.
    return { ok: false, userErrors: toUserErrors(res.body).map((e) => ({ field: null, message: e.message })) };
  }
  return { ok: true, value: parseBody(UpstreamTooltipSportSchema, res.body) };
}
