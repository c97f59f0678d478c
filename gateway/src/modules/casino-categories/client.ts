import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { UpstreamId } from '../../upstream/ids';

// Every website's casino categories on the operator API (GET /casino-category).

const CasinoCategorySchema = z.object({
  casinoCategoryId: UpstreamId,
  name: z.string(),
  websiteId: UpstreamId,
  active: z.boolean(),
  hidden: z.boolean(),
  archived: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  numberOfGames: z.number().int(),
});
export type UpstreamCasinoCategory = z.infer<typeof CasinoCategorySchema>;

export async function listCasinoCategories(call: UpstreamCaller): Promise<UpstreamCasinoCategory[]> {
  const res = await call({ method: 'GET', path: '/casino-category' });
  return parseBody(z.object({ items: z.array(CasinoCategorySchema) }), res.body).items;
}
