import { z } from 'zod';
import { unpackJsonField } from './json-string';

// Lists the upstream keeps as a JSON string (or sends already unpacked):
// empty when absent, the checked items, or `malformed()` for a field error.

export function unpackJsonList<T extends z.ZodType>(raw: unknown, item: T, malformed: () => Error): z.output<T>[] {
  if (raw === null || raw === undefined || raw === '') return [];
  const unpacked = unpackJsonField(z.array(item), raw);
  if (!unpacked.ok) throw malformed();
  return unpacked.value;
}
