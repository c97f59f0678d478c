// Lighthouse (desktop config) in Debian's Chromium through its CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/build.mjs';

export function lighthouse(url, cookie) {
  const out = join(mkdtempSync(join(tmpdir(), 'lh-')), 'report.json');
  const args = [
    url,
    '--preset=desktop',
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const r = spawnSync(join(root, 'node_modules/.bin/lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    encoding: 'utf8',
  });
  if (r.status !== 0) return { error: (r.stderr || r.stdout).split('\n').slice(-3).join(' ') };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const failing = Object.values(report.audits)
    .filter(
      (a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && a.details?.type !== 'opportunity',
    )
    .map((a) => a.id);
  return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), failing };
}
