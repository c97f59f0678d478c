import { z } from 'zod';

// The operator API's user as it answers it: who signs in, who is asked about,
// who is managed. The access layer reads it for the viewer; the users module
// lists and writes it.

export const UpstreamUserSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  email: z.string(),
  role: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  isDeveloper: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  /** A JSON string upstream; unpacked by the mappers only when asked for. */
  onlinePermissions: z.unknown(),
});
export type UpstreamUser = z.infer<typeof UpstreamUserSchema>;
