import { pipeline } from 'node:stream/promises';
import type { RequestHandler, Response } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import * as rules from '../access/permissions';
import type { ViewerModel } from '../access/viewer-model';
import type { GatewayContext } from '../context';
import { unauthenticated } from '../errors';
import type { ContextFor } from '../gateway-route';
import { sendRouteError } from '../http/route-error';

// The one image proxy the modules' <img> routes share (help logos and icons, configuration
// images): same origin, so the CSP's img-src 'self' covers them; the viewer must read the area of
// the image's own website (an image stored before owners were kept is for admins only); the bytes
// stream from the upstream as they come, and the browser may keep them (names are unique per
// upload) where shared caches may not.

/** What one kind of image decides for itself. */
export interface ImageKind {
  /** The image's name if the path's may be one, else null (404 before any upstream call). */
  name: (raw: string) => string | null;
  /** The owning website's id; null: stored before owners were kept; undefined: no such image. */
  owner: (ctx: GatewayContext, name: string) => Promise<string | null | undefined>;
  /** Throws FORBIDDEN unless the viewer may read the area of this website. */
  assertCanRead: (viewer: ViewerModel, websiteId: string) => void;
  fetch: (ctx: GatewayContext, name: string) => Promise<Dispatcher.ResponseData>;
  /** The answer's own headers (its type, its sandbox), from the upstream's. */
  headers: (upstream: IncomingHttpHeaders) => Record<string, string>;
}

function notFound(res: Response, cacheable: boolean): void {
  if (!cacheable) res.setHeader('Cache-Control', 'no-store');
  res.status(404).json({ message: 'Image not found' });
}

export const imageProxyRoute =
  (kind: ImageKind) =>
  (contextFor: ContextFor): RequestHandler =>
  async (req, res) => {
    const name = kind.name(String(req.params.name ?? ''));
    if (!name) return notFound(res, true);
    const ctx = contextFor(req, res);
    try {
      if (!ctx.auth) throw unauthenticated();
      const viewer = await ctx.requireViewer();
      const owner = await kind.owner(ctx, name);
      if (owner === undefined) return notFound(res, false);
      if (owner === null) rules.assertIsAdmin(viewer);
      else kind.assertCanRead(viewer, owner);
      const upstream = await kind.fetch(ctx, name);
      if (upstream.statusCode !== 200) {
        await upstream.body.dump();
        return notFound(res, false);
      }
      res.status(200);
      for (const [header, value] of Object.entries(kind.headers(upstream.headers))) res.setHeader(header, value);
      res.setHeader('Cache-Control', 'private, max-age=86400');
      await pipeline(upstream.body, res);
    } catch (error) {
      sendRouteError(res, error);
    }
  };
