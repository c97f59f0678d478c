import * as rules from '../../access/permissions';
import { imageProxyRoute } from '../../graphql/image-proxy';
import { IMAGE_FOLDER, IMAGE_ROUTE_PREFIX, fetchImage, imageName, imageOwner } from './image-client';

// GET /upstream-images/configuration-images/:name — ticket banner images for <img> tags, for
// those who may read the configuration of the image's website.

export const IMAGE_ROUTE = `${IMAGE_ROUTE_PREFIX}/${IMAGE_FOLDER}/:name`;

/** Only raster types are passed on: anything else could be a script in disguise. */
const SAFE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

export const configurationImageRoute = imageProxyRoute({
  name: imageName,
  owner: imageOwner,
  assertCanRead: (viewer, websiteId) => rules.assertCanReadWebsiteArea(viewer, 'WEB_SITES_WEBSITES_CONFIGURATION', websiteId),
  fetch: fetchImage,
  headers: (upstream) => {
    const type = String(upstream['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const length = upstream['content-length'];
    return {
      'Content-Type': SAFE_TYPES.has(type) ? type : 'application/octet-stream',
      ...(typeof length === 'string' ? { 'Content-Length': length } : {}),
    };
  },
});
