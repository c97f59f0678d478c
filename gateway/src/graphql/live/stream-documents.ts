import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { GatewayConfig } from '../../config';
import { CacheBudget } from '../documents/cache-budget';
import { persistedHash } from '../documents/fast-path';
import { documentRules, HASH_MISMATCH, hashNamesText, TRUSTED_ONLY, type TrustedDocuments } from '../documents/trusted-documents';
import { documentWeight, type WeighedCache } from '../documents/weighed-cache';

// The document a live-stream request names, under /graphql's rules (issue 39): a trusted document
// by hash; otherwise a text (refused with TRUSTED_DOCUMENTS_ONLY) parsed within the token limit and
// validated with the depth and alias limits and, where it is off, no introspection. Only a
// subscription is accepted: the stream is not a second way to run queries and mutations. Texts
// that passed are kept, weighed within their share of the replica's budget (cache-budget.ts), so
// a reconnecting client costs no parse.

const MAX_TEXT = 16 * 1024;

export interface StreamDocument {
  document: DocumentNode;
  operationName: string | null;
  /** Named by the hash of one of the app's documents. */
  trusted: boolean;
}

/** Why a request is refused before anything runs: its HTTP status and one GraphQL error. */
export interface Refusal {
  status: number;
  message: string;
  code: string;
}

export const SUBSCRIPTIONS_ONLY = 'The live stream runs subscriptions only: send queries and mutations to /graphql.';

export class StreamDocuments {
  private readonly kept: WeighedCache<string, StreamDocument>;
  private readonly rules: ValidationRule[];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly config: GatewayConfig,
    private readonly trusted: TrustedDocuments,
    budget = new CacheBudget(config.cacheBudgetBytes),
  ) {
    this.kept = budget.cache('streamDocuments');
    // /graphql's rules for a text: the limits, and no introspection where it is off.
    this.rules = [...documentRules(config), ...(config.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  }

  /** The subscription `body` names, or why it is refused. */
  resolve(body: { query?: unknown; operationName?: unknown }): StreamDocument | Refusal {
    const hash = persistedHash(body);
    const known = hash ? this.trusted.get(hash) : undefined;
    if (known) {
      if (!known.subscription) return refusal(400, SUBSCRIPTIONS_ONLY);
      return { document: known.subscription, operationName: known.operationName, trusted: true };
    }
    const text = body.query;
    if (typeof text !== 'string' || text === '') return refusal(400, 'The request names no document: send a query text or a known hash.');
    if (hash && !hashNamesText(hash, text)) return refusal(400, HASH_MISMATCH);
    if (this.config.trustedDocuments.only) return refusal(400, TRUSTED_ONLY, 'TRUSTED_DOCUMENT_REQUIRED');
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;
    const key = `${operationName ?? ''}\n${text}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    if (text.length > MAX_TEXT) return refusal(400, `The document is longer than ${MAX_TEXT} characters.`);
    const checked = this.check(text, operationName);
    if ('document' in checked) this.kept.set(key, checked, documentWeight(text, checked.document, false));
    return checked;
  }

  private check(text: string, operationName: string | null): StreamDocument | Refusal {
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: this.config.limits.maxTokens });
    } catch (error) {
      return refusal(400, error instanceof GraphQLError ? error.message : 'The document cannot be parsed.', 'GRAPHQL_PARSE_FAILED');
    }
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const operation =
      operationName === null && operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === operationName);
    if (!operation) return refusal(400, 'The document has no operation of that name: name one with operationName.');
    // Before validation: a query or a mutation is refused whatever it asks for.
    if (operation.operation !== OperationTypeNode.SUBSCRIPTION) return refusal(400, SUBSCRIPTIONS_ONLY);
    const errors = validate(this.schema, document, this.rules);
    if (errors.length > 0) return refusal(400, errors[0]!.message, 'GRAPHQL_VALIDATION_FAILED');
    return { document, operationName: operation.name?.value ?? null, trusted: false };
  }
}

export const isRefusal = (value: StreamDocument | Refusal): value is Refusal => 'status' in value;

const refusal = (status: number, message: string, code = 'BAD_REQUEST'): Refusal => ({ status, message, code });
