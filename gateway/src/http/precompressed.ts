import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

// Serves the .br / .gz files the web build writes beside each asset (see
// web/build/precompress.ts) to browsers that accept them. Compression happens
// once at build time, never per request; which variants exist is remembered.
const ENCODINGS = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;

export function precompressed(webDist: string): RequestHandler {
  const exists = new Map<string, boolean>();
  const has = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) {
      known = existsSync(file);
      if (exists.size < 10_000) exists.set(file, known);
    }
    return known;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    let file: string;
    try {
      file = path.join(webDist, path.normalize(decodeURIComponent(req.path)));
    } catch {
      return next(); // malformed escape: let the static handler answer
    }
    if (!file.startsWith(webDist + path.sep)) return next();
    for (const { token, suffix } of ENCODINGS) {
      if (!accepted.includes(token) || !has(file + suffix)) continue;
      res.setHeader('Content-Encoding', token);
      res.setHeader('Vary', 'Accept-Encoding');
      res.type(path.extname(file));
      res.setHeader('Cache-Control', req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.sendFile(path.relative(webDist, file + suffix), { root: webDist });
      return;
    }
    next();
  };
}
