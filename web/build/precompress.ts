import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Writes .br and .gz beside each built text asset once, at build time, so the
// gateway serves compressed files without compressing on every request.
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'backoffice-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      writes = config.build.write !== false;
    },
    async closeBundle() {
      // A build kept in memory (build/chunk-groups.ts finds what /login loads) writes nothing to compress.
      if (!writes) return;
      // All at once: zlib's async calls run on libuv's threads, so every core compresses (brotli at
      // quality 11 was most of a fresh clone's web build, one file after another).
      const compressible = [...files(outDir)].filter((path) => COMPRESSIBLE.test(path));
      await Promise.all(
        compressible.map(async (path) => {
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
