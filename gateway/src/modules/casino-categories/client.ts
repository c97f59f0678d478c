import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';

// Every website's casino categories on the operator API (GET /casino-category).

const Id = z.union([z.number(), z.string()]).transform(String);
const CasinoCategorySchema = z.object({
  casinoCategoryId: Id,
  name: z.string(),
  websiteId: Id,
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
