import { upstreamUnavailable } from '../../errors';
import { unpackJsonField } from '../../upstream/json-string';
import { CurrencyRangesSchema, type UpstreamBigJackpot } from './client';

// BigJackpot resolvers receive the upstream record; `currencyRanges` (a JSON string upstream)
// is unpacked by its own field resolver so a malformed one fails that field alone.

export type BigJackpotModel = UpstreamBigJackpot;

export function unpackCurrencyRanges(raw: unknown) {
  const unpacked = unpackJsonField(CurrencyRangesSchema, raw);
  if (!unpacked.ok) throw upstreamUnavailable('The service returned unreadable currency ranges for the jackpot.');
  return unpacked.value.map((row) => ({ name: row.name, valueFrom: row.bigJackpotValueFrom, valueTo: row.bigJackpotValueTo }));
}
