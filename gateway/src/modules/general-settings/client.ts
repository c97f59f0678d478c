import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { writeCall } from '../../upstream/write-call';
import type { WriteResult } from '../../upstream/ids';

// General configuration on the operator API: key/value entries (emulator/README.md "General configuration").

export const TINY_MCE_KEY = 'tinyMceApiKey';

const EntrySchema = z.object({
  key: z.string(),
  value: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});

export async function listGeneralEntries(call: UpstreamCaller): Promise<Map<string, string>> {
  const res = await call({ method: 'GET', path: '/online-general-configuration' });
  const items = parseBody(z.object({ items: z.array(EntrySchema) }), res.body).items;
  return new Map(items.map((entry) => [entry.key, entry.value]));
}

export async function saveGeneralEntry(call: UpstreamCaller, key: string, value: string): Promise<WriteResult<string>> {
  const r = await writeCall(call, { method: 'POST', path: '/online-general-configuration', body: { key, value } }, EntrySchema, {
    value: key,
  });
  return r.ok ? { ok: true, value: r.value.value } : r;
}
