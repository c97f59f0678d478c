import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A cold page load fetched the app in waves (index.html → main.js → the router → the screen's
// chunks → theirs, and their stylesheets). The web build lists each route's chunks and CSS
// (web/build/route-preloads.ts); the SPA fallback names the requested route's in the HTML, so the
// browser fetches them beside main.js instead of after it has run.

interface RoutePreload {
  /** A React Router path: `/login`, `/home/websites/:id`. */
  path: string;
  files: string[];
}

const SCRIPT = /^\/assets\/[\w.-]+\.js$/;
const STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/** A file of the build's own assets folder as a tag of the page's head; anything else, nothing. */
function linkOf(file: string): string[] {
  if (SCRIPT.test(file)) return [`<link rel="modulepreload" crossorigin href="${file}">`];
  // As Vite itself adds it once the chunk loads (so it finds this one and adds none).
  if (STYLESHEET.test(file)) return [`<link rel="stylesheet" crossorigin href="${file}">`];
  return [];
}

/** `/home/websites/:id` → a pattern matching `/home/websites/3` (and a trailing slash). */
const patternOf = (routePath: string) => new RegExp(`^${routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[\w-]+/g, '[^/]+')}/?$`);

export interface RoutePreloads {
  /** index.html with the requested path's chunks named, or as built when none is known. */
  htmlFor(requestPath: string): string;
}

export function routePreloads(webDist: string): RoutePreloads {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const listed = path.join(webDist, 'route-preloads.json');
  const routes = existsSync(listed) ? (JSON.parse(readFileSync(listed, 'utf8')) as RoutePreload[]) : [];
  const byRoute = routes.map((route) => {
    // Only files of the build's own assets folder go into the page.
    const links = route.files.flatMap(linkOf);
    return { pattern: patternOf(route.path), html: indexHtml.replace('</head>', `${links.join('\n    ')}\n  </head>`) };
  });
  return {
    htmlFor: (requestPath) => byRoute.find((route) => route.pattern.test(requestPath))?.html ?? indexHtml,
  };
}
