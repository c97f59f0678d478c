import { forbidden } from '../../errors';
import { imageProxyRoute } from '../../graphql/image-proxy';
import { canReadHelpOf } from './access';
import { imageOwner } from './client';

// GET /upstream-images/help-images/:name — help logos and category icons for <img> tags, for those
// who may read the help of the image's own website. The svg was cleaned before it was stored; it is
// still served sandboxed and never sniffed, so even an svg written by another tool runs nothing
// when opened on its own.

export const HELP_IMAGE_ROUTE = '/upstream-images/help-images/:name';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.svg$/;

export const helpImageRoute = imageProxyRoute({
  name: (raw) => (NAME.test(raw) && !raw.includes('..') ? raw : null),
  owner: imageOwner,
  assertCanRead: (viewer, websiteId) => {
    if (!canReadHelpOf(viewer, websiteId)) throw forbidden('You cannot read the help of this website.');
  },
  fetch: (ctx, name) => ctx.streamApi({ method: 'GET', path: `/help-images/${name}` }),
  headers: () => ({
    'Content-Type': 'image/svg+xml',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  }),
});
