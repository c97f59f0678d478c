import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { FILE_TOO_LARGE, postMultipart } from '../../upstream/multipart-post';
import { upstreamMessage } from '../../upstream/error-mapping';
import type { UserError } from '../../upstream/user-errors';
import { upstreamId } from '../../upstream/ids';

// Bulk Data import: the upload streamed to the upstream multipart, which
// checks the whole file and applies all or nothing.

export const IMPORT_FAILED = 'Error with importing!';

const ResultSchema = z.object({ created: z.coerce.number().int(), updated: z.coerce.number().int() });
const LineErrorsSchema = z.object({
  message: z.array(z.object({ constraints: z.record(z.string(), z.string()).nullish() })),
});

export type SeoImportOutcome = { ok: true; value: z.infer<typeof ResultSchema> } | { ok: false; userErrors: UserError[] };

export async function importSeoCsv(
  ctx: GatewayContext,
  websiteId: string,
  languageId: string,
  filename: string,
  chunks: AsyncIterable<Buffer>,
): Promise<SeoImportOutcome> {
  const res = await postMultipart(
    ctx,
    { path: `/seo-rules/websiteId/${upstreamId(websiteId)}/language/${upstreamId(languageId)}/import` },
    { field: 'file', filename, contentType: 'text/csv', chunks },
    'seo.csv',
  );
  if (res.status === 200 || res.status === 201) {
    const parsed = ResultSchema.safeParse(res.body);
    if (parsed.success) return { ok: true, value: parsed.data };
  }
  if (res.status === 413) return { ok: false, userErrors: [FILE_TOO_LARGE] };
  return { ok: false, userErrors: importErrors(res.body) };
}

/** Every line message of the upstream, else its single message, else the spec's fallback. */
export function importErrors(body: unknown): UserError[] {
  const lines = LineErrorsSchema.safeParse(body);
  if (lines.success) {
    const messages = lines.data.message.flatMap((m) => Object.values(m.constraints ?? {}));
    if (messages.length > 0) return messages.map((message) => ({ field: 'file', message }));
  }
  return [{ field: 'file', message: upstreamMessage(body) ?? IMPORT_FAILED }];
}
