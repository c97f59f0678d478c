import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin, Rolldown } from 'vite';

// A cold page load fetched the app in waves: index.html → main.js → (main runs, the router
// starts) → the shell's and the screen's chunks → theirs. The gateway can name a screen's chunks
// in the HTML itself (`<link rel="modulepreload">`), so the browser fetches them beside main.js.
// This writes dist/route-preloads.json at build time: each route's path with the chunks its
// screen (and, under /home, the shell) imports, from the routes' own `load` / `preload` imports
// and the bundle's chunks. Nothing is kept by hand: a new route is found where it is declared.

/** The files that declare routes: each feature's routes and the app's composed screens. */
const ROUTE_FILES = /(^|\/)(features\/[^/]+\/routes\.tsx?|app\/features\.ts)$/;
/** The signed-in shell: today it rides in the `screens` chunk (build/chunk-groups.ts) and has no file of its own. */
const SHELL = 'src/app/shell/shell-route.tsx';
/** The /home screens' routes, a chunk of their own that the router loads first on a /home page. */
const HOME_ROUTES = 'src/app/home-routes.ts';

/** A chunk of the build: its file, the chunks it imports statically, its stylesheets and modules. */
export interface BuiltChunk {
  file: string;
  imports: string[];
  /** The stylesheets its modules import: Vite loads them before it runs the chunk. */
  css: string[];
  /** Its modules, relative to the web root (`src/app/home-routes.ts`, `index.html`). */
  modules: string[];
  /** The chunk of the page's own entry (index.html's script). */
  isEntry: boolean;
}

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

/** A module imported without its extension, relative to the web root: the source file that exists. */
function moduleKey(absolute: string, root: string): string {
  const file = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((extension) => absolute + extension)
    .find((path) => /\.tsx?$/.test(path) && existsSync(path));
  return relative(root, file ?? absolute);
}

/**
 * A chunk's file and every chunk it imports statically, as URLs, in load order (deepest first),
 * with their stylesheets: a screen's CSS was fetched only once main.js had run and asked for the
 * screen, and Vite holds the screen's module until its CSS is in (a cold load waited ~100 ms on it).
 */
function chunksOf(
  byFile: ReadonlyMap<string, BuiltChunk>,
  chunk: BuiltChunk | undefined,
  into: Set<string>,
  seen = new Set<string>(),
): void {
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports) chunksOf(byFile, byFile.get(imported), into, seen);
  for (const css of chunk.css) into.add(`/${css}`);
  into.add(`/${chunk.file}`);
}

/**
 * Each route's chunks. A module is found in whichever chunk holds it, not by Vite's manifest, which
 * keys only a chunk that a module is the face of: a screen another screen also imports (the setup
 * screens' sections and types) shares a chunk with no face, and its route named none of its code.
 */
export function routePreloadsOf(chunks: readonly BuiltChunk[], routes: { path: string; modules: string[] }[]): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const byModule = new Map(chunks.flatMap((chunk) => chunk.modules.map((module) => [module, chunk] as const)));
  const chunkOf = (module: string) => {
    const chunk = byModule.get(module);
    // A route whose screen is in no chunk would quietly lose its preloads: the build says so.
    if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
    return chunk;
  };
  // What index.html already fetches: the entry and its static imports.
  const inHtml = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) chunksOf(byFile, entry, inHtml);
  return routes.map(({ path, modules }) => {
    const files = new Set<string>();
    if (path.startsWith('/home/')) for (const home of [HOME_ROUTES, SHELL]) chunksOf(byFile, chunkOf(home), files);
    for (const module of modules) chunksOf(byFile, chunkOf(module), files);
    return { path, files: [...files].filter((file) => !inHtml.has(file)) };
  });
}

/** The app's chunks (not GraphiQL's page), their modules relative to the web root. */
function builtChunks(bundle: Rolldown.OutputBundle, root: string): BuiltChunk[] {
  const entry = join(root, 'index.html');
  return Object.values(bundle).flatMap((item) =>
    item.type === 'chunk'
      ? [
          {
            file: item.fileName,
            imports: item.imports,
            css: [...(item.viteMetadata?.importedCss ?? [])],
            modules: item.moduleIds.map((id) => relative(root, id).split('\\').join('/')),
            isEntry: item.isEntry && item.facadeModuleId === entry,
          },
        ]
      : [],
  );
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
    writeBundle(_options, bundle) {
      const routes = [...sourceFiles(join(root, 'src'))]
        .filter((file) => ROUTE_FILES.test(relative(root, file).split('\\').join('/')))
        .flatMap((file) => routesIn(file, root));
      const preloads = routePreloadsOf(builtChunks(bundle, root), routes);
      writeFileSync(join(outDir, 'route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}
