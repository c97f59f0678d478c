import { URL_MESSAGE, isWebAddress } from '@backoffice/rules/websites';
import type { UserError } from '../../upstream/user-errors';

// What the gateway refuses before a website reaches the upstream, in readable
// words on the field (the upstream's own validator texts, such as 'url must be
// a URL address', are not written for staff). Spec 000 §5 gives the required
// messages; lengths are the schema's text limits (graphql/text-limits.ts); the URL rule
// is the web form's too (@backoffice/rules).

export function websiteInputErrors(input: { url: string }): UserError[] {
  const url = input.url.trim();
  return url !== '' && !isWebAddress(url) ? [{ field: 'url', message: URL_MESSAGE }] : [];
}
