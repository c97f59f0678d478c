import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { upstreamId, UpstreamId } from '../../upstream/ids';
import { writeCall } from '../../upstream/write-call';

// The operator API's sample items (emulator/src/domains/sample-items/routes.ts).

const SampleItemSchema = z.object({ id: UpstreamId, name: z.string() });
export type UpstreamSampleItem = z.infer<typeof SampleItemSchema>;

export async function listSampleItems(call: UpstreamCaller): Promise<UpstreamSampleItem[]> {
  const res = await call({ method: 'GET', path: '/sample-items' });
  return parseBody(z.object({ items: z.array(SampleItemSchema) }), res.body).items;
}

/** Null when the upstream has none with that id. */
export async function getSampleItem(call: UpstreamCaller, id: string): Promise<UpstreamSampleItem | null> {
  const res = await call({ method: 'GET', path: `/sample-items/${upstreamId(id)}`, expect: [404] });
  return res.status === 404 ? null : parseBody(SampleItemSchema, res.body);
}

export const createSampleItem = (call: UpstreamCaller, fields: { name: string }) =>
  writeCall(call, { method: 'POST', path: '/sample-items', body: fields }, SampleItemSchema);
