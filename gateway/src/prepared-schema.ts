import { existsSync, readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import { buildSchema } from './schema';
import { loadTrustedDocuments, type TrustedDocuments } from './graphql/documents/trusted-documents';

// The schema and the app's compiled documents, built once per process: they depend only on the
// SDL, the resolvers and the manifest, never on a request or a gateway's state. A process running
// one gateway builds them once either way; the gateway's tests create a gateway per test (a few
// hundred a run), and building them took ~0.85 s of CPU each time (graphql-jit compiling every
// trusted document, then the schema's wrappers), most of the suite's time.

let schema: GraphQLSchema | undefined;
const documents = new Map<string, TrustedDocuments>();

export interface PreparedSchema {
  schema: GraphQLSchema;
  trustedDocuments: TrustedDocuments;
}

export function preparedSchema(config: GatewayConfig, logger: Logger): PreparedSchema {
  schema ??= buildSchema();
  // Everything the compiled documents depend on: the manifest's text (a test may write another
  // at the same path), GRAPHQL_JIT and the limits they were validated against.
  const { path } = config.trustedDocuments;
  const manifest = existsSync(path) ? readFileSync(path, 'utf8') : null;
  const key = JSON.stringify([path, manifest, config.graphqlJit, config.limits]);
  let trustedDocuments = documents.get(key);
  if (!trustedDocuments) {
    trustedDocuments = loadTrustedDocuments(config, schema, logger);
    documents.set(key, trustedDocuments);
  }
  return { schema, trustedDocuments };
}
