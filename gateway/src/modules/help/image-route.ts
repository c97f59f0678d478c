import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import * as rules from '../../access/permissions';
import { forbidden, unauthenticated } from '../../errors';
import { canReadHelpOf } from './access';
import { imageOwner } from './client';
import { sendRouteError } from '../../http/route-error';
import type { ContextFor } from '../../gateway-route';

// GET /upstream-images/help-images/:name — help logos and category icons for <img>
// tags, same origin, for those who may read the help of the image's own website. The svg was cleaned
// before it was stored; it is still served sandboxed and never sniffed, so even an
// svg written by another tool runs nothing when opened on its own.

export const HELP_IMAGE_ROUTE = '/upstream-images/help-images/:name';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.svg$/;

export const helpImageRoute =
  (contextFor: ContextFor): RequestHandler =>
  async (req, res) => {
    const name = String(req.params.name ?? '');
    if (!NAME.test(name) || name.includes('..')) {
      res.status(404).json({ message: 'Image not found' });
      return;
    }
    const ctx = contextFor(req, res);
    try {
      if (!ctx.auth) throw unauthenticated();
      const viewer = await ctx.requireViewer();
      // Only readers of the help of the image's own website see it (as configuration images do).
      const owner = await imageOwner(ctx, name);
      if (owner === undefined) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(404).json({ message: 'Image not found' });
        return;
      }
      if (owner === null) rules.assertIsAdmin(viewer);
      else if (!canReadHelpOf(viewer, owner)) throw forbidden('You cannot read the help of this website.');
      const upstream = await ctx.streamApi({ method: 'GET', path: `/help-images/${name}` });
      if (upstream.statusCode !== 200) {
        await upstream.body.dump();
        res.setHeader('Cache-Control', 'no-store');
        res.status(404).json({ message: 'Image not found' });
        return;
      }
      res.status(200);
      res.setHeader('Content-Type', 'image/svg+xml');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, max-age=86400');
      await pipeline(upstream.body, res);
    } catch (error) {
      sendRouteError(res, error);
    }
  };
