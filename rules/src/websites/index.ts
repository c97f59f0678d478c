// Website input rules (spec 000 §5): the gateway refuses, the form warns, in the same words.

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
