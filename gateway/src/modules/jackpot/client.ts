import { z } from 'zod';
import type { UpstreamService } from '../../upstream/upstreams';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { type WriteResult, UpstreamId } from '../../upstream/ids';
import { writeCall } from '../../upstream/write-call';
import { jsonString } from '../../upstream/json-string';

// The big jackpot configuration on the operator API (/big-jackpot) and the jackpot service's
// finish call (emulator/README.md "Big jackpot").

/** The jackpot service (its finish call), with the session's headers. */
export const jackpotService: UpstreamService = { name: 'jackpot service', env: 'JACKPOT_URL', auth: 'session' };

export const CurrencyRangesSchema = z.array(z.object({ name: z.string(), bigJackpotValueFrom: z.number(), bigJackpotValueTo: z.number() }));
export type UpstreamCurrencyRanges = z.infer<typeof CurrencyRangesSchema>;

const BigJackpotSchema = z.object({
  id: UpstreamId,
  startValue: z.coerce.number(),
  maxValue: z.coerce.number(),
  timeRange: z.coerce.number().int(),
  /** A JSON string upstream; unpacked by the field resolver, so a malformed one fails that field alone. */
  currencyRanges: z.unknown(),
});
export type UpstreamBigJackpot = z.infer<typeof BigJackpotSchema>;

export interface BigJackpotFields {
  startValue: number;
  maxValue: number;
  timeRange: number;
  currencyRanges: UpstreamCurrencyRanges;
}

/** The configuration, or null when none was saved yet (the upstream answers 404). */
export async function getBigJackpot(call: UpstreamCaller): Promise<UpstreamBigJackpot | null> {
  const res = await call({ method: 'GET', path: '/big-jackpot', expect: [404] });
  return res.status === 404 ? null : parseBody(BigJackpotSchema, res.body);
}

/** PATCH when `id` is known, else POST (which answers the new id). */
export async function saveBigJackpot(
  call: UpstreamCaller,
  id: string | null,
  fields: BigJackpotFields,
): Promise<WriteResult<UpstreamBigJackpot>> {
  const body = { ...fields, currencyRanges: jsonString(CurrencyRangesSchema).encode(fields.currencyRanges) };
  return writeCall(call, { method: id ? 'PATCH' : 'POST', path: id ? `/big-jackpot/${id}` : '/big-jackpot', body }, BigJackpotSchema);
}

/** The jackpot service ends the active jackpot: its `data.status`. */
export async function finishActiveJackpot(call: UpstreamCaller): Promise<WriteResult<string>> {
  const r = await writeCall(
    call,
    { method: 'POST', path: '/jackpot/finish-active-jackpot' },
    z.object({ data: z.object({ status: z.string() }) }),
  );
  return r.ok ? { ok: true, value: r.value.data.status } : r;
}
