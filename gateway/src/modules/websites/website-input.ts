import type { UserError } from '../../upstream/user-errors';

// What the gateway refuses before a website reaches the upstream, in readable
// words on the field (the upstream's own validator texts, such as 'url must be
// a URL address', are not written for staff). Spec 000 §5 gives the required
// messages; lengths are the schema's text limits (graphql/text-limits.ts).

export const URL_MESSAGE = 'Enter the full address, starting with http:// or https://';

/** True for an absolute http(s) URL with a host: the only addresses stored and rendered as links. */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function websiteInputErrors(input: { url: string }): UserError[] {
  const url = input.url.trim();
  return url !== '' && !isWebAddress(url) ? [{ field: 'url', message: URL_MESSAGE }] : [];
}
