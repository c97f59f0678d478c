// Some upstream fields hold a list either as an array or as a JSON string of
// one (null or '' meaning none). `isItem` checks each entry; anything else
// throws `malformed()`, which callers make a field error.

export function unpackJsonList<T>(raw: unknown, isItem: (value: unknown) => value is T, malformed: () => Error): T[] {
  if (raw === null || raw === undefined || raw === '') return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw malformed();
    }
  }
  if (Array.isArray(value) && value.every(isItem)) return value;
  throw malformed();
}
