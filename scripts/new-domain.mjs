// `npm run new-domain -- NAME`: one working slice of a new domain through every layer, with
// the repo's conventions, touching nothing outside the domain's folders but one list per
// package and the two tables that hold the docs and the emulator to the code (docs/architecture.md,
// "Adding a domain"). NAME is kebab-case, plural or singular
// (`promotions` or `promotion`, `loyalty-tiers`); `--singular` when dropping the s is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainFiles } from './lib/reference-domain.mjs';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const pascal = (kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase());
const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const words = (kebab) => kebab.replace(/-/g, ' ');

function singularOf(plural) {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(plural)) return plural.slice(0, -2);
  if (plural.endsWith('s')) return plural.slice(0, -1);
  return plural;
}

function pluralOf(singular) {
  if (/[^aeiou]y$/.test(singular)) return `${singular.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(singular)) return `${singular}es`;
  return `${singular}s`;
}

/**
 * Every spelling of the domain's name the templates use. `given` may be the plural (`sample-areas`)
 * or the singular (`sample-area`, a name not ending in s); `--singular` settles the rest.
 */
export function domainNames(given, singularGiven) {
  if (!KEBAB.test(given)) throw new Error(`The domain name must be kebab-case, like promotions or loyalty-tiers (got "${given}").`);
  const looksSingular = !singularGiven && singularOf(given) === given;
  const name = looksSingular ? pluralOf(given) : given;
  const singular = looksSingular ? given : (singularGiven ?? singularOf(given));
  if (!KEBAB.test(singular) || singular === name) {
    throw new Error(`Say its singular with --singular when the plural "${name}" is not the singular with an s (got "${singular}").`);
  }
  const title = words(name);
  return {
    name,
    camel: camel(name),
    Pascal: pascal(name),
    one: camel(singular),
    One: pascal(singular),
    oneWords: words(singular),
    oneKebab: singular,
    Title: title.charAt(0).toUpperCase() + title.slice(1),
  };
}

/** Inserts `line` before the `];` closing the array that starts at `opening`. */
function addToList(source, opening, line, file) {
  const start = source.indexOf(opening);
  const end = start < 0 ? -1 : source.indexOf('\n];', start);
  if (end < 0) throw new Error(`${file}: the list "${opening}" was not found.`);
  return `${source.slice(0, end)}\n${line}${source.slice(end)}`;
}

/** Inserts an import after the file's last top-level import. */
function addImport(source, statement) {
  const imports = [...source.matchAll(/^import [^;]*;$/gms)];
  const last = imports.at(-1);
  if (!last) return `${statement}\n${source}`;
  const at = last.index + last[0].length;
  return `${source.slice(0, at)}\n${statement}${source.slice(at)}`;
}

/** The lists a domain joins: one per package, each an import and an entry. */
function listEdits(n) {
  return [
    {
      file: 'gateway/src/modules/index.ts',
      edit: (s, file) =>
        addToList(
          addImport(s, `import { ${n.camel}Module } from './${n.name}/module';`),
          'const DOMAINS: readonly GatewayModule[] = [',
          `  ${n.camel}Module,`,
          file,
        ),
    },
    {
      file: 'emulator/src/domains.ts',
      edit: (s, file) =>
        addToList(
          addImport(s, `import { register${n.Pascal}Routes } from './domains/${n.name}/routes';`),
          'export const EMULATOR_ROUTES: readonly RegisterRoutes[] = [',
          `  register${n.Pascal}Routes,`,
          file,
        ),
    },
    {
      file: 'web/src/app/features.ts',
      edit: (s, file) =>
        addToList(
          addImport(s, `import { ${n.camel}Feature } from '../features/${n.name}/routes';`),
          'const FEATURES: readonly FeatureManifest[] = [',
          `  ${n.camel}Feature,`,
          file,
        ),
    },
    {
      // The emulator's own contract test names every domain's reads (issue 45).
      file: 'emulator/src/domains/rest-contract.test.ts',
      edit: (s, file) => {
        const at = s.indexOf('\n};', s.indexOf('const READS'));
        if (at < 0) throw new Error(`${file}: the READS table was not found.`);
        return `${s.slice(0, at)}\n  '${n.name}': [['/${n.name}', 'items']],${s.slice(at)}`;
      },
    },
    {
      // docs/architecture.md lists every domain, and a test holds it to the code (issue 45).
      file: 'docs/architecture.md',
      edit: (s, file) => {
        const before = '`activity` (which has no';
        if (!s.includes(before)) throw new Error(`${file}: the domain list was not found.`);
        return s.replace(before, `\`${n.name}\`, ${before}`);
      },
    },
    {
      // The session check asks for every area flag the route guards read.
      file: 'web/src/app/session-viewer.ts',
      edit: (s, file) => {
        const flags = [...s.matchAll(/^ {6}canRead\w+$/gm)];
        if (flags.length === 0) throw new Error(`${file}: no canRead… line in the session query.`);
        const at = flags.at(-1).index + flags.at(-1)[0].length;
        return `${s.slice(0, at)}\n      canRead${n.Pascal}${s.slice(at)}`;
      },
    },
  ];
}

/** The reference domain's name (scripts/reference-domain/), which the generator copies and renames. */
export const REFERENCE = 'sample-items';

export function newDomain(root, name, singular) {
  const n = domainNames(name, singular);
  const files = domainFiles(domainNames(REFERENCE), n);
  for (const path of Object.keys(files)) {
    if (existsSync(join(root, path))) throw new Error(`${path} already exists: is ${name} a domain already?`);
  }
  const edits = listEdits(n).map(({ file, edit }) => ({ file, text: edit(readFileSync(join(root, file), 'utf8'), file) }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const { file, text } of edits) writeFileSync(join(root, file), text);
  const written = [...Object.keys(files), ...edits.map((e) => e.file)];
  // The formatter lays out lines that a longer or shorter name made too long or too short.
  const prettier = join(root, 'node_modules/.bin/prettier');
  if (existsSync(prettier)) spawnSync(prettier, ['--write', '--log-level', 'warn', ...written], { cwd: root, stdio: 'inherit' });
  return { created: Object.keys(files), changed: edits.map((e) => e.file) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const singularAt = args.indexOf('--singular');
  const singular = singularAt >= 0 ? args.splice(singularAt, 2)[1] : undefined;
  const [name] = args;
  if (!name) {
    console.error(
      'usage: npm run new-domain -- NAME [--singular ONE]   (NAME kebab-case, plural or singular, e.g. promotions or promotion)',
    );
    process.exit(2);
  }
  try {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..');
    const { created, changed } = newDomain(root, name, singular);
    console.log(`✔ ${name}: ${created.length} files written`);
    for (const path of created) console.log(`  + ${path}`);
    for (const path of changed) console.log(`  ~ ${path}`);
    console.log(
      "\nNext: npm run typecheck, npm run lint, then the domain's tests:\n" +
        `  cd gateway && npx jest src/modules/${name}\n` +
        `  npm test  (the end-to-end spec is tests/e2e/${name}.spec.ts)`,
    );
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
