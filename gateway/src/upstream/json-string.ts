import { z } from 'zod';

// The upstreams keep structured values as JSON *strings* (onlinePermissions,
// websiteIds, additionalLanguages, configuration values and options, and the
// next domains' currencyRanges, slugNames, tooltips, excluded region maps,
// help content maps). One codec per field, built from the value's schema,
// unpacks them (decode: parse, then check) and packs them back (encode).

/** The codec of a value stored as a JSON string, checked against `schema`. */
export function jsonString<T extends z.ZodType>(schema: T) {
  return z.codec(z.string(), schema, {
    decode: (text, ctx) => {
      try {
        return JSON.parse(text) as z.input<T>;
      } catch {
        ctx.issues.push({ code: 'invalid_format', format: 'json', input: text, message: 'Not JSON' });
        return z.NEVER;
      }
    },
    encode: (value) => JSON.stringify(value),
  });
}

/**
 * Unpacks a field that arrives as a JSON string or already unpacked (the
 * upstream is not consistent about it): its checked value, or `unreadable`.
 */
export function unpackJsonField<T extends z.ZodType>(schema: T, raw: unknown): { ok: true; value: z.output<T> } | { ok: false } {
  const parsed = typeof raw === 'string' ? jsonString(schema).safeDecode(raw) : schema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}
