import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { GatewayContext } from '../../context';
import { unauthenticated } from '../../errors';
import * as rules from '../../access/permissions';
import { sendRouteError } from '../../http/route-error';
import { IMAGE_FOLDER, IMAGE_ROUTE_PREFIX, fetchImage, imageName, imageOwner } from './image-client';

// GET /upstream-images/configuration-images/:name — ticket banner images for
// <img> tags (same origin, so the CSP's img-src 'self' covers them). Needs a
// session that may read the configuration of the image's website; the bytes are
// streamed from the upstream as they come.

export const IMAGE_ROUTE = `${IMAGE_ROUTE_PREFIX}/${IMAGE_FOLDER}/:name`;

/** Only raster types are passed on: anything else could be a script in disguise. */
const SAFE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

export function configurationImageRoute(createContext: (req: Request, res: Response) => GatewayContext): RequestHandler {
  return async (req, res) => {
    const name = imageName(String(req.params.name ?? ''));
    if (!name) {
      res.status(404).json({ message: 'Image not found' });
      return;
    }
    const ctx = createContext(req, res);
    try {
      if (!ctx.auth) throw unauthenticated();
      const viewer = await ctx.requireViewer();
      // Only readers of the configuration of the image's website see it.
      const owner = await imageOwner(ctx, name);
      if (owner === undefined) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(404).json({ message: 'Image not found' });
        return;
      }
      // An image without an owner (stored before owners were kept) is for admins only.
      if (owner === null) rules.assertIsAdmin(viewer);
      else rules.assertCanReadWebsiteArea(viewer, 'WEB_SITES_WEBSITES_CONFIGURATION', owner);
      const upstream = await fetchImage(ctx, name);
      if (upstream.statusCode !== 200) {
        await upstream.body.dump();
        res.setHeader('Cache-Control', 'no-store');
        res.status(404).json({ message: 'Image not found' });
        return;
      }
      const type = String(upstream.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      res.status(200);
      res.setHeader('Content-Type', SAFE_TYPES.has(type) ? type : 'application/octet-stream');
      // Image names are unique per upload: the browser may keep them, shared caches may not.
      res.setHeader('Cache-Control', 'private, max-age=86400');
      const length = upstream.headers['content-length'];
      if (typeof length === 'string') res.setHeader('Content-Length', length);
      await pipeline(upstream.body, res);
    } catch (error) {
      sendRouteError(res, error);
    }
  };
}
