// What `npm start` and `npm run cluster` share: the session secret kept under DATA_DIR, and the
// banner that says where to go and how to sign in.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { root } from './build.mjs';

/** A path as the banner shows it: relative inside the checkout, whole outside it. */
export const shownPath = (path) => {
  const inside = relative(root, path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside;
};

/** A stable secret per data folder, so sessions survive a restart (SESSION_SECRET wins). */
export function sessionSecret(dataDir) {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The gateway's metrics port as `env` sets it (METRICS_PORT, 9464 by default), or null when METRICS is off or the port is chosen at start (0). */
export function metricsPortOf(env) {
  if (['false', '0', 'no', 'off'].includes(env.METRICS ?? '')) return null;
  const port = Number(env.METRICS_PORT ?? 9464);
  return port > 0 ? port : null;
}

/** `extra`: lines shown after the addresses (the cluster's replicas). */
export function banner({ port, emulatorPort, upstream, dataDir, extra = [] }) {
  const url = `http://localhost:${port}`;
  const upstreamLine = upstream
    ? `Upstream API:            ${upstream}`
    : `Emulator (upstream):     http://localhost:${emulatorPort}  (data in ${shownPath(join(dataDir, 'emulator'))})`;
  return `
  Back-office is running:  ${url}
  GraphiQL:                ${url}/graphiql
  ${upstreamLine}${extra.map((line) => `\n  ${line}`).join('')}

  Demo accounts
    admin@example.com      Admin123!      Admin
    manager@example.com    Manager123!    Manager (translations, website config and SEO read; websites 1–2)
    developer@example.com  Developer123!  Manager with the developer flag

  The first sign-in in a browser asks for a 4-character activation code: it is
  printed above as "[outbox] code XXXX for …" and listed at http://localhost:${emulatorPort}/_dev/outbox

  Ctrl-C stops everything.
`;
}
