import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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
    closeBundle() {
      // A build kept in memory (build/chunk-groups.ts finds what /login loads) writes nothing to compress.
      if (!writes) return;
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
