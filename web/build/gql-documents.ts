import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// The client preset's `graphql(`…`)` looks each document up in one generated module
// (src/gql/graphql.ts: every document of the app, ~300 kB minified), so every screen
// downloaded and parsed all of them before it could run its query. In the build, each call
// becomes an import of its own small module holding just that document (fragments are
// already inlined into it by the preset, hash included), so a screen loads only the documents
// its code uses. Types are untouched: TypeScript still reads the generated graphql() overloads.
// `virtual:gql-hash/Name` is an operation's trusted-document hash alone (in dev too), for the
// route loaders that send a screen's query before its document's code is loaded.

const GENERATED = resolve(import.meta.dirname, '../src/gql/graphql.ts');
const PREFIX = 'virtual:gql-document/';
const HASH_PREFIX = 'virtual:gql-hash/';
const HASH = /^\{"__meta__":\{"hash":("sha256:[0-9a-f]{64}")\}/;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+(\w+)/g;
const FIRST_DEFINITION =
  /^export const \w+ = .*?"definitions":\[\{"kind":"(?:OperationDefinition|FragmentDefinition)",(?:"operation":"\w+",)?"name":\{"kind":"Name","value":"(\w+)"\}/;

/** The document a graphql() call stands for: its operation's (fragments beside it are inlined there), else its first fragment's. */
function definitionName(source: string, file: string): string {
  const definitions = [...source.matchAll(DEFINITION)];
  const match = definitions.find(([, kind]) => kind !== 'fragment') ?? definitions[0];
  if (!match) throw new Error(`${file}: a graphql() call without a named operation or fragment`);
  return match[2]!;
}

/** The id of the module a document becomes in the build (its first definition's name after the prefix). */
export const DOCUMENT_MODULE = `\0${PREFIX}`;

/** The names of the documents a source file's graphql() calls stand for. */
export function documentNamesIn(code: string, file: string): string[] {
  return [...code.matchAll(CALL)].map(([, source]) => definitionName(source!, file));
}

/** Each generated document's object literal (one `export const … = {…} as unknown as …;` line), by its first definition's name. */
function indexDocuments(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of generated.split('\n')) {
    const name = FIRST_DEFINITION.exec(line)?.[1];
    const start = line.indexOf(' = {');
    const end = line.lastIndexOf(' as unknown as ');
    if (name && start > 0 && end > start) documents.set(name, line.slice(start + 3, end));
  }
  return documents;
}

export function gqlDocuments(): Plugin {
  let documents: Map<string, string> | null = null;
  let building = false;
  const literalOf = (name: string) => {
    documents ??= indexDocuments(readFileSync(GENERATED, 'utf8'));
    const literal = documents.get(name);
    if (!literal) throw new Error(`${name} is not in src/gql/graphql.ts: run the codegen`);
    return literal;
  };
  return {
    name: 'gql-documents',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      documents = null;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id.startsWith(HASH_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${HASH_PREFIX}`)) {
        // Read afresh in dev, where the codegen may have run since.
        if (!building) documents = null;
        const name = id.slice(HASH_PREFIX.length + 1);
        const hash = HASH.exec(literalOf(name))?.[1];
        if (!hash) throw new Error(`${name} has no trusted-document hash in src/gql/graphql.ts`);
        return `export default ${hash};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      return `export default ${literalOf(id.slice(PREFIX.length + 1))};\n`;
    },
    transform(code, id) {
      if (!building || !/\.tsx?$/.test(id) || id.includes('/src/gql/') || id.includes('node_modules') || !code.includes('graphql('))
        return null;
      const imports = new Map<string, string>();
      const replaced = code.replace(CALL, (_call, source: string) => {
        const name = definitionName(source, id);
        const local = `__gql_${name}`;
        imports.set(local, `import ${local} from '${PREFIX}${name}';`);
        return local;
      });
      if (!imports.size) return null;
      return { code: `${[...imports.values()].join('\n')}\n${replaced}`, map: null };
    },
  };
}
