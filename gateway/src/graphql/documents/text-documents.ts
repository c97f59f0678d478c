import { NoSchemaIntrospectionCustomRule, OperationTypeNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { GatewayConfig } from '../../config';
import { CacheBudget } from './cache-budget';
import { compileDocument, documentRules, type TrustedDocument } from './trusted-documents';
import type { WeighedCache } from './weighed-cache';

// Documents sent as text (GraphiQL, scripts, other clients): a text asked for again is parsed,
// validated and compiled once, then runs on the fast path as the app's trusted documents do,
// instead of Apollo Server's pipeline each time (issue 30). Only a text seen before is compiled,
// so a client sending a new text per request costs what Apollo's path costs, not a compile each.
// Both caches are weighed within their share of the replica's budget (cache-budget.ts, issue 42):
// a compiled text by its length and its fields, a text seen once by its length; a text past
// MAX_TEXT or a document heavier than the per-entry weight is never kept. A text the schema
// refuses is remembered as refused and left to Apollo, which answers its errors.

const MAX_TEXT = 16 * 1024;

const REFUSED = Symbol('refused');

export class TextDocuments {
  private readonly compiled: WeighedCache<string, TrustedDocument>;
  private readonly seen: WeighedCache<string, true | typeof REFUSED>;
  private readonly rules: ValidationRule[];
  /** Texts found compiled and not (the metrics read them). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly config: GatewayConfig,
    budget = new CacheBudget(config.cacheBudgetBytes),
  ) {
    // Apollo's rules for a text: the limits, and no introspection where it is off.
    this.rules = [...documentRules(config), ...(config.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
    this.compiled = budget.cache('compiledTexts');
    this.seen = budget.cache('textsSeen');
  }

  /** The compiled document of a text asked for before; undefined otherwise (Apollo's path). */
  get(text: string): TrustedDocument | undefined {
    const found = this.compiled.get(text);
    if (found) {
      this.hits += 1;
      return found;
    }
    this.misses += 1;
    if (text.length > MAX_TEXT || !this.config.graphqlJit) return undefined;
    const before = this.seen.get(text);
    if (before === undefined) {
      this.seen.set(text, true, seenWeight(text));
      return undefined;
    }
    if (before === REFUSED) return undefined;
    try {
      const document = compileDocument('', text, this.schema, this.rules, this.config);
      // Subscriptions go to /graphql/stream; only what the fast path runs is kept.
      if (document.operationType === OperationTypeNode.SUBSCRIPTION) throw new Error('subscription');
      this.seen.delete(text);
      // Heavier than a cache entry may be: it runs this once, and then on Apollo's path.
      if (!this.compiled.set(text, document, document.weight)) this.seen.set(text, REFUSED, seenWeight(text));
      return document;
    } catch {
      this.seen.set(text, REFUSED, seenWeight(text));
      return undefined;
    }
  }

  /** How many texts are compiled and how many are remembered (tests, the bench). */
  sizes(): { compiled: number; seen: number } {
    return { compiled: this.compiled.size, seen: this.seen.size };
  }
}

/** A text remembered as a key: its characters and the map entry around them. */
const seenWeight = (text: string) => text.length + 64;
