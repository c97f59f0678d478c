import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

// A cold page load fetched the app in waves: index.html → main.js → (main runs, the router
// starts) → the shell's and the screen's chunks → theirs. The gateway can name a screen's chunks
// in the HTML itself (`<link rel="modulepreload">`), so the browser fetches them beside main.js.
// This writes dist/route-preloads.json at build time: each route's path with the chunks its
// screen (and, under /home, the shell) imports, from the routes' own `load` / `preload` imports
// and Vite's manifest. Nothing is kept by hand: a new route is found where it is declared.

/** The files that declare routes: each feature's routes and the app's composed screens. */
const ROUTE_FILES = /(^|\/)(features\/[^/]+\/routes\.tsx?|app\/features\.ts)$/;
/** The signed-in shell: today it rides in the `screens` chunk (build/chunk-groups.ts) and has no file of its own. */
const SHELL = 'src/app/shell/shell-route.tsx';
/** The /home screens' routes, a chunk of their own that the router loads first on a /home page. */
const HOME_ROUTES = 'src/app/home-routes.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  /** The stylesheets the chunk's modules import: Vite loads them before it runs the chunk. */
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RoutePreload {
  /** A React Router path: `/login`, `/home/websites/:id`. */
  path: string;
  /**
   * The chunks to preload and their stylesheets, as URLs (`/assets/…js`, `/assets/…css`), those
   * index.html already names left out.
   */
  files: string[];
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** `import('./x')` inside a property's value: the module it loads. */
function importedBy(node: ts.Node): string | null {
  let found: string | null = null;
  const visit = (inner: ts.Node) => {
    if (ts.isCallExpression(inner) && inner.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = inner.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found ??= specifier.text;
    }
    ts.forEachChild(inner, visit);
  };
  visit(node);
  return found;
}

/** Object literals with a `path: '…'` and a `load` (and maybe `preload`) importing a module. */
function routesIn(file: string, root: string): { path: string; modules: string[] }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { path: string; modules: string[] }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name);
      const path = property('path')?.initializer;
      const loads = ['load', 'preload'].map((name) => property(name)).flatMap((p) => (p ? [importedBy(p.initializer)] : []));
      if (path && ts.isStringLiteral(path) && loads[0]) {
        const modules = loads.filter((m): m is string => m !== null).map((m) => moduleKey(resolve(dirname(file), m), root));
        found.push({ path: path.text.startsWith('/') ? path.text : `/home/${path.text}`, modules });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The manifest's key of a module imported without its extension: the source file that exists. */
function moduleKey(absolute: string, root: string): string {
  const file = ['', '.tsx', '.ts'].map((extension) => absolute + extension).find((path) => /\.tsx?$/.test(path) && existsSync(path));
  return relative(root, file ?? absolute);
}

/**
 * A chunk's file and every chunk it imports statically, as URLs, in load order (deepest first),
 * with their stylesheets: a screen's CSS was fetched only once main.js had run and asked for the
 * screen, and Vite holds the screen's module until its CSS is in (a cold load waited ~100 ms on it).
 */
function chunksOf(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into, seen);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  into.add(`/${chunk.file}`);
}

export function routePreloadsOf(manifest: Manifest, routes: { path: string; modules: string[] }[]): RoutePreload[] {
  // What index.html already fetches: the entry and its static imports.
  const inHtml = new Set<string>();
  chunksOf(manifest, 'index.html', inHtml);
  return routes.map(({ path, modules }) => {
    const files = new Set<string>();
    if (path.startsWith('/home/')) for (const home of [HOME_ROUTES, SHELL]) chunksOf(manifest, home, files);
    for (const module of modules) chunksOf(manifest, module, files);
    return { path, files: [...files].filter((file) => !inHtml.has(file)) };
  });
}

export function routePreloads(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'backoffice-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle (and Vite's manifest) is on disk.
    writeBundle() {
      const routes = [...sourceFiles(join(root, 'src'))]
        .filter((file) => ROUTE_FILES.test(relative(root, file).split('\\').join('/')))
        .flatMap((file) => routesIn(file, root));
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      writeFileSync(join(outDir, 'route-preloads.json'), `${JSON.stringify(routePreloadsOf(manifest, routes), null, 1)}\n`);
    },
  };
}
