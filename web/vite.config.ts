import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { chunkGroups, FINDING_START_MODULES, firstPassChunks, startModules } from './build/chunk-groups.ts';
import { gqlDocuments } from './build/gql-documents.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { mantineClassesOf, unusedMantineCss } from './build/unused-mantine-css.ts';

// Where `vite dev` / `vite preview` send /graphql (the gateway).
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
// Everything the gateway answers besides the app itself: API, CSV exports, upstream images.
const proxy = { '/graphql': gateway, '/exports': gateway, '/upstream-images': gateway };

// The first of the build's two passes (build/chunk-groups.ts): only which modules /login loads
// matters there, so it bundles the app's entry alone and does not minify.
const findingStartModules = Boolean(process.env[FINDING_START_MODULES]);

// Two entries: the app (index.html) and GraphiQL (graphiql.html). GraphiQL is a
// separate page so its editor code never reaches the login page's download.
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // The first pass's chunks: which modules /login loads, and which Mantine classes the app names.
  const firstPass = command === 'build' && !findingStartModules ? await firstPassChunks(import.meta.filename) : null;
  return {
    plugins: [react(), gqlDocuments(), routePreloads(), unusedMantineCss(firstPass && mantineClassesOf(firstPass.values())), precompress()],
    server: {
      port: 4200,
      strictPort: false,
      proxy,
    },
    preview: { port: 4201, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      minify: !findingStartModules,
      modulePreload: { polyfill: false },
      // GraphiQL's editor chunk is ~730 kB (its own page, never loaded by the app).
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        // Mantine's tiptap package ships the React compiler runtime, whose
        // "use no memo" directive the bundler cannot keep; it changes nothing
        // at run time, so the warning is noise on every build.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('react-compiler-runtime')) return;
          handler(level, log);
        },
        input: {
          main: resolve(import.meta.dirname, 'index.html'),
          ...(findingStartModules ? {} : { graphiql: resolve(import.meta.dirname, 'graphiql.html') }),
        },
        // Two chunks for what screens share (build/chunk-groups.ts); the first build, which finds
        // what /login loads, splits as Rolldown does by itself.
        output: firstPass ? chunkGroups(startModules(firstPass, /\/features\/auth\/login-screen\.tsx$/)) : {},
      },
    },
  };
});
