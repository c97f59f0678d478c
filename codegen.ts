import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

/**
 * Resolvers receive upstream models, not GraphQL shapes: every `export type
 * XModel` / `export interface XModel` of a module's mappers.ts maps the
 * GraphQL type X, so a new domain needs no edit here.
 */
function moduleMappers(): Record<string, string> {
  const mappers: Record<string, string> = { Viewer: '../access/viewer-model#ViewerModel' };
  for (const module of readdirSync('gateway/src/modules')) {
    const file = `gateway/src/modules/${module}/mappers.ts`;
    if (!existsSync(file)) continue;
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/^export (?:type|interface) (\w+)Model\b/gm)) {
      mappers[name!] = `../modules/${module}/mappers#${name}Model`;
    }
  }
  return mappers;
}

/** One output of `generates` (not the plain list-of-plugins form). */
type Output = Exclude<CodegenConfig['generates'][string], unknown[]>;

/** Typed documents for Apollo Client 4 (client preset), shared by both web outputs. */
const WEB_OUTPUT: Output = {
  preset: 'client',
  // Trusted documents (issue 18): every operation gets its sha256 hash (`__meta__.hash`) and
  // persisted-documents.json maps the hashes to the documents, which the gateway validates and
  // compiles once at start. The documents carry `__typename` as Apollo Client's cache adds it,
  // so the gateway runs exactly what the client would send.
  presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' } },
  documentTransforms: [addTypenameSelectionDocumentTransform],
  config: {
    avoidOptionals: { field: true, inputValue: false },
    defaultScalarType: 'unknown',
    nonOptionalTypename: true,
    skipTypeNameForRoot: true,
    enumsAsTypes: true,
  },
};

/** The plain-fetch operations of the screens that must stay light (sign-in, activation, the session check). */
const LIGHT_DOCUMENTS = ['web/src/features/auth/auth-requests.ts', 'web/src/app/session-viewer.ts', 'web/src/app/session-expiry.ts'];

// One schema (schema/**/*.graphql) feeds both sides:
// - the gateway's resolver types, with mappers so resolvers receive upstream models;
// - the web app's typed documents (client preset for Apollo Client 4). Fragments
//   are not masked, neither by the preset nor by Apollo (the client does not set
//   dataMasking): a component that spreads a fragment reads its fields directly.
const config: CodegenConfig = {
  schema: 'schema/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The schema's plain types (inputs, enums, objects) for code below the resolvers (mappers,
    // access, clients): importing resolvers-types.ts there would close a cycle through the
    // mappers it imports. The two files' types are structurally the same.
    'gateway/src/generated/schema-types.ts': {
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        scalars: { JSON: 'unknown', Upload: "Promise<import('graphql-upload-minimal').FileUpload>" },
      },
    },
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#GatewayContext',
        enumsAsTypes: true,
        // JSON carries unpacked upstream JSON strings; resolvers must narrow it.
        // An Upload argument is graphql-upload-minimal's promise of the file.
        scalars: { JSON: 'unknown', Upload: "Promise<import('graphql-upload-minimal').FileUpload>" },
        mappers: moduleMappers(),
      },
    },
    'web/src/gql/': { documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'], ...WEB_OUTPUT },
    // The sign-in pages and the route guard import their documents from here: a few constants,
    // where importing gql/graphql.ts would pull every document into the first chunk. The hashes
    // are the same as the full output's.
    'web/src/gql/light/': { documents: LIGHT_DOCUMENTS, ...WEB_OUTPUT },
  },
};

export default config;
