import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { DOCUMENT_MODULE, documentNamesIn } from './gql-documents.ts';

const SOURCES = resolve(import.meta.dirname, '../src');

// Fewer, larger chunks for the signed-in screens, none added to /login (issue 30).
//
// Left to itself, Rolldown makes one chunk per set of screens sharing a module: a signed-in
// screen loaded 60-95 files, most under 2 KiB. Measured on this machine, each file costs the
// page ~1.5 ms of main-thread work even from the HTTP cache (and a request on HTTP/1.1's six
// connections when cold): one screen spent ~130 ms loading modules before any rendered. Two
// groups bring a screen to 13-15 files, with ~15 KiB (brotli) more code, and opened ~100-200 ms
// sooner, cold and again:
// - `start`: everything /login loads (the entry, the router, the sign-in screen) in one chunk,
//   so /login keeps its bytes and loses its small files;
// - `screens`: the libraries and shared code the signed-in screens use that /login does not,
//   in one chunk; each screen's own code stays in its chunk.
// The `screens` group also takes what every /home page loads beside it (each area's routes and
// prefetches, Mantine's modals, the shell's documents): those had stayed ~1-4 KiB files of their
// own, 8 of a screen's 16. At 8 files a screen opens ~30-80 ms sooner cold, and Lighthouse's
// simulated load, which pays a round trip per file on six connections, put 16-17 of 17
// signed-in screens at 100 (FCP ~600 ms) where 5-6 were with 16 files.
// Which modules /login loads is only known once Rolldown has split the code (Mantine's barrel
// makes every component reachable from the sign-in form), so a first build, in memory and
// with Rolldown's own splitting, finds them.

/** Libraries and app code the signed-in screens share. */
const SCREENS_COMMON = new RegExp(
  [
    String.raw`node_modules/(\.pnpm/[^/]+/node_modules/)?(@mantine/(core|hooks|notifications|form|store|modals)|@floating-ui|@tabler|@apollo|react-router|rxjs|zod|tslib|@wry|optimism|react-remove-scroll|react-remove-scroll-bar|react-textarea-autosize|react-number-format|clsx|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|type-fest|fast-deep-equal|graphql-sse|klona|@babel/runtime|react-transition-group)/`,
    // The shell opens the command palette through Spotlight's store (the palette itself is kept apart).
    String.raw`node_modules/(\.pnpm/[^/]+/node_modules/)?@mantine/spotlight/esm/spotlight\.store\.m?js$`,
    // The app prints documents (Apollo); GraphiQL's parser and validation stay on its own page.
    String.raw`node_modules/(\.pnpm/[^/]+/node_modules/)?graphql/(language/(printer|visitor|blockString|printString|kinds|ast|characterClasses|reducer)|jsutils/(inspect|devAssert))\.m?js$`,
    String.raw`/web/src/(shared|app|gql)/`,
    // What the /home routes load for every screen: each area's routes, addresses, list variables and
    // page-load prefetches, the sign-out, and the documents' hashes (virtual:gql-hash, one per document).
    String.raw`/web/src/features/([\w-]+/)+(routes\.tsx|urls\.ts|[\w-]+-prefetch\.ts|[\w-]+-list-variables\.ts|help-tabs\.ts|pairs-view\.ts|use-sign-out\.ts)$`,
    String.raw`virtual:gql-hash/`,
  ].join('|'),
);
/**
 * Loaded by one screen or on demand: editors, the composed website edit and Configurations
 * screens, the command palette. And the /home routes, a small chunk of their own that the router
 * asks for first (their page names it first among its preloads).
 */
const KEPT_APART =
  /rich-text|graphiql|\/web\/src\/app\/(website-edit|configurations)\/(?![\w-]+-prefetch\.ts$)|command-palette\.tsx|\/web\/src\/app\/home-routes\.ts/;

/** Set while the first build runs, so that its configuration has no groups. */
export const FINDING_START_MODULES = 'BACKOFFICE_FINDING_START_MODULES';

/** The chunks of a first build of the app, kept in memory and split as Rolldown does by itself. */
export async function firstPassChunks(configFile: string): Promise<Map<string, Rolldown.OutputChunk>> {
  process.env[FINDING_START_MODULES] = '1';
  try {
    const result = (await build({ configFile, logLevel: 'warn', build: { write: false } })) as
      Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunks = new Map<string, Rolldown.OutputChunk>();
    for (const output of Array.isArray(result) ? result : [result]) {
      for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
    }
    return chunks;
  } finally {
    delete process.env[FINDING_START_MODULES];
  }
}

/** The modules of the chunks /login loads (the entry's and the sign-in screen's), from the first build's chunks. */
export function startModules(chunks: ReadonlyMap<string, Rolldown.OutputChunk>, loginScreen: RegExp): Set<string> {
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.moduleIds.forEach((id) => modules.add(id));
    chunk.imports.forEach((file) => visit(chunks.get(file)));
  };
  const starts = [...chunks.values()].filter((chunk) => {
    const facade = chunk.facadeModuleId ?? '';
    return (chunk.isEntry && facade.endsWith('/index.html')) || loginScreen.test(facade);
  });
  // A renamed entry or sign-in screen must fail the build, not quietly give /login every screen's code.
  if (starts.length !== 2) throw new Error(`chunk-groups: expected the entry and the sign-in screen, found ${starts.length}`);
  starts.forEach((chunk) => visit(chunk));
  return modules;
}

const sharedCode = (id: string) => SCREENS_COMMON.test(id) && !KEPT_APART.test(id);

/**
 * The documents the shared code runs (the shell's sign-out, the undo notice's entries, ...): each is a
 * module of its own in the build (build/gql-documents.ts), and goes with the code that runs it
 * rather than in a ~1 kB file on every screen's path.
 */
function sharedDocuments(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'gql') visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && sharedCode(path)) {
        for (const name of documentNamesIn(readFileSync(path, 'utf8'), path)) names.add(`${DOCUMENT_MODULE}${name}`);
      }
    }
  };
  visit(SOURCES);
  return names;
}

/** Rolldown's output options for the two groups. */
export function chunkGroups(start: Set<string>): Rolldown.OutputOptions {
  const documents = sharedDocuments();
  const sharedDocument = (id: string) => documents.has(id);
  return {
    // A group takes modules out of the order Rolldown would run them in; this keeps source order
    // (without it a screen module ran before React's, "reading 'createContext'").
    strictExecutionOrder: true,
    codeSplitting: {
      groups: [
        { name: 'start', test: (id) => start.has(id), priority: 2, includeDependenciesRecursively: false },
        {
          name: 'screens',
          test: (id) => !start.has(id) && (sharedCode(id) || sharedDocument(id)),
          priority: 1,
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
