import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  Kind,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../../config';
import { maxAliasesRule, maxDepthRule } from '../limits';
import { documentWeight } from './weighed-cache';

// Trusted documents (issue 18): the web app's operations are known at build time. codegen writes
// persisted-documents.json (hash → document); the gateway reads it once at start, parses each
// document within the token limit, validates it against the schema and the depth and alias
// limits, and compiles it with graphql-jit, result serialiser included. A request naming one of
// these hashes then skips the per-request parse, validation and Apollo pipeline (fast-path.ts).

export interface TrustedDocument {
  hash: string;
  text: string;
  operationName: string | null;
  operationType: OperationDefinitionNode['operation'];
  /** Null with GRAPHQL_JIT=false: graphql-jit is used nowhere, so the document runs through Apollo Server. */
  compiled: CompiledQuery | null;
  /** A subscription's parsed document: the live stream (stream-handler.ts) runs it with graphql-js. */
  subscription: DocumentNode | null;
  /** The estimated bytes it holds compiled (weighed-cache.ts), for the caches that keep texts. */
  weight: number;
}

export type TrustedDocuments = ReadonlyMap<string, TrustedDocument>;

/** The rules every document is validated with before it is compiled: graphql-js's and the limits. */
export const documentRules = (config: GatewayConfig): ValidationRule[] => [
  ...specifiedRules,
  maxDepthRule(config.limits.maxDepth),
  maxAliasesRule(config.limits.maxAliases),
];

/**
 * One document parsed within the token limit, validated by `rules` and compiled (when
 * GRAPHQL_JIT is on); throws what refused it. `hash` is the manifest's, or '' for a text.
 */
export function compileDocument(
  hash: string,
  text: string,
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  config: GatewayConfig,
): TrustedDocument {
  const document = parse(text, { maxTokens: config.limits.maxTokens });
  const errors = validate(schema, document, rules);
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (errors.length > 0 || operations.length !== 1) throw new Error(errors[0]?.message ?? 'one operation per document');
  let compiled: CompiledQuery | null = null;
  if (config.graphqlJit) {
    const result = compileQuery(schema, document, undefined, { disablingCapturingStackErrors: true });
    if (!isCompiledQuery(result)) throw new Error(result.errors?.[0]?.message ?? 'not compiled');
    compiled = result;
  }
  const operation = operations[0]!;
  return {
    hash,
    text,
    operationName: operation.name?.value ?? null,
    operationType: operation.operation,
    compiled,
    subscription: operation.operation === OperationTypeNode.SUBSCRIPTION ? document : null,
    weight: documentWeight(text, document, compiled !== null),
  };
}

export function loadTrustedDocuments(config: GatewayConfig, schema: GraphQLSchema, logger: Logger): TrustedDocuments {
  const documents = new Map<string, TrustedDocument>();
  if (!existsSync(config.trustedDocuments.path)) {
    logger.warn({ path: config.trustedDocuments.path }, 'no trusted documents manifest: every request takes the general path');
    return documents;
  }
  const manifest = JSON.parse(readFileSync(config.trustedDocuments.path, 'utf8')) as Record<string, unknown>;
  const rules = documentRules(config);
  for (const [hash, text] of Object.entries(manifest)) {
    if (typeof text !== 'string') continue;
    try {
      documents.set(hash, compileDocument(hash, text, schema, rules, config));
    } catch (error) {
      // A document the schema refuses is not trusted: a request naming it takes the general path.
      logger.warn({ hash, err: error }, 'trusted document refused');
    }
  }
  logger.debug({ count: documents.size }, 'trusted documents loaded');
  return documents;
}

/** Why a document that is not one of the app's is refused (TRUSTED_DOCUMENTS_ONLY), code TRUSTED_DOCUMENT_REQUIRED. */
export const TRUSTED_ONLY = 'This API accepts the application’s own documents only.';

/** A text sent with a hash that is neither known nor the text's own, as Apollo's protocol answers it. */
export const HASH_MISMATCH = 'provided sha does not match query';

/** Whether `hash` (hex, optionally `sha256:`-prefixed) is the sha256 of `text`. */
export function hashNamesText(hash: string, text: string): boolean {
  return createHash('sha256').update(text).digest('hex') === hash.replace(/^sha256:/, '').toLowerCase();
}
