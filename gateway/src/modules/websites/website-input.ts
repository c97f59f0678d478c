import type { UserError } from '../../upstream/user-errors';

// What the gateway refuses before a website reaches the upstream, in readable
// words on the field (the upstream's own validator texts, such as 'url must be
// a URL address', are not written for staff). Spec 000 §5 gives the required
// messages; the rest are ours.

export const URL_MESSAGE = 'Enter the full address, starting with http:// or https://';
export const MAX_NAME_LENGTH = 255;
export const MAX_URL_LENGTH = 2048;

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

export function websiteInputErrors(input: { name: string; url: string }): UserError[] {
  const errors: UserError[] = [];
  if (input.name.length > MAX_NAME_LENGTH)
    errors.push({ field: 'name', message: `The name can have at most ${MAX_NAME_LENGTH} characters` });
  const url = input.url.trim();
  if (url.length > MAX_URL_LENGTH) errors.push({ field: 'url', message: `The url can have at most ${MAX_URL_LENGTH} characters` });
  else if (url !== '' && !isWebAddress(url)) errors.push({ field: 'url', message: URL_MESSAGE });
  return errors;
}
