import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { precompressed } from './precompressed';
import { routePreloads, type RoutePreloads } from './route-preloads';

// The built web app (WEB_DIST) at `/`, with the SPA fallback, and GraphiQL
// (a second entry of the same Vite build, no CDN) at `/graphiql`.

const RESERVED = new Set(['/graphql', '/graphiql', '/healthz']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export function webApp(webDist: string, graphiqlEnabled: boolean): Router {
  const router = express.Router();
  const indexHtml = path.join(webDist, 'index.html');
  const graphiqlHtml = path.join(webDist, 'graphiql.html');
  let preloads: { built: number; pages: RoutePreloads } | undefined;

  router.get('/graphiql', (_req, res) => {
    if (!graphiqlEnabled) {
      res.status(404).type('text/plain').send('GraphiQL is disabled on this server (set GRAPHIQL=true to enable it).\n');
      return;
    }
    if (!existsSync(graphiqlHtml)) {
      res.status(404).type('text/plain').send(`GraphiQL is not built: ${graphiqlHtml} is missing. Build the web app (npm run build).\n`);
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    // Relative to its root: `send` refuses an absolute path with a dot-folder in it (/home/me/.projects/…).
    res.sendFile('graphiql.html', { root: webDist });
  });

  router.use(precompressed(webDist));
  router.use(
    express.static(webDist, {
      index: false,
      etag: false,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/: cache them forever.
        const rel = path.relative(webDist, filePath);
        res.setHeader('Cache-Control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : NO_CACHE);
      },
    }),
  );

  // SPA fallback: client-side routes (/home/users, /login, …) get index.html.
  // Paths that look like files (a dot in the last segment) and reserved paths
  // 404 instead, so a missing asset never turns into HTML.
  router.get(/.*/, (req, res, next) => {
    if (RESERVED.has(req.path) || path.posix.basename(req.path).includes('.')) return next();
    if (!existsSync(indexHtml)) {
      res.status(404).type('text/plain').send(`The web app is not built: ${indexHtml} is missing. Run npm run build.\n`);
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    // Read again when the app was built again under a running gateway (its chunks have new names).
    const built = statSync(indexHtml).mtimeMs;
    if (!preloads || preloads.built !== built) preloads = { built, pages: routePreloads(webDist) };
    res.type('html').send(preloads.pages.htmlFor(req.path));
  });

  return router;
}
