import { gunzipSync, gzipSync } from 'node:zlib';

// What a delete keeps beside its snapshot for a restore (issue 43: a language's ~31,000 phrases),
// stored in one Activity value, compressed, behind a line people read ("31,012 phrases"): the
// Activity screen shows that line, a restore unpacks the rest. One value, never one per phrase,
// and never cut (cutText) like the values people read.

const MARKER = '\npacked:gz:';

/**
 * `summary`, then `text` gzipped in base64: 31,000 phrases (a 2 MB CSV) keep in ~0.5 MB, packed
 * in ~0.2 s (gzip packs them smaller and faster than brotli's middle qualities).
 */
export function pack(summary: string, text: string): string {
  return `${summary}${MARKER}${gzipSync(Buffer.from(text, 'utf8')).toString('base64')}`;
}

/** The packed text of `value`, or null when it holds none (a plain value, a summary alone). */
export function unpack(value: string | null | undefined): string | null {
  const at = value?.indexOf(MARKER) ?? -1;
  if (!value || at < 0) return null;
  return gunzipSync(Buffer.from(value.slice(at + MARKER.length), 'base64')).toString('utf8');
}

/** What people read of a value: its summary when it is packed, the value itself otherwise. */
export function readable(value: string | null): string | null {
  const at = value?.indexOf(MARKER) ?? -1;
  return value && at >= 0 ? value.slice(0, at) : value;
}
