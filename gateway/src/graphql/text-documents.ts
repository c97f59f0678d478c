import { NoSchemaIntrospectionCustomRule, OperationTypeNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { GatewayConfig } from '../config';
import { compileDocument, documentRules, type TrustedDocument } from './trusted-documents';

// Documents sent as text (GraphiQL, scripts, other clients): a text asked for again is parsed,
// validated and compiled once, then runs on the fast path as the app's trusted documents do,
// instead of Apollo Server's pipeline each time (issue 30). Only a text seen before is compiled,
// so a client sending a new text per request costs what Apollo's path costs, not a compile each;
// both maps are bounded, and a text past MAX_TEXT is never kept. A text the schema refuses is
// remembered as refused and left to Apollo, which answers its errors.

const MAX_TEXT = 16 * 1024;
const MAX_COMPILED = 200;
const MAX_SEEN = 1000;

const REFUSED = Symbol('refused');

/** A Map kept to `max` entries, the least recently used dropped first. */
function touch<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

export class TextDocuments {
  private readonly compiled = new Map<string, TrustedDocument>();
  private readonly seen = new Map<string, true | typeof REFUSED>();
  private readonly rules: ValidationRule[];
  /** Texts found compiled and not (the metrics read them). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly config: GatewayConfig,
  ) {
    // Apollo's rules for a text: the limits, and no introspection where it is off.
    this.rules = [...documentRules(config), ...(config.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  }

  /** The compiled document of a text asked for before; undefined otherwise (Apollo's path). */
  get(text: string): TrustedDocument | undefined {
    const found = this.compiled.get(text);
    if (found) {
      this.hits += 1;
      touch(this.compiled, text, found, MAX_COMPILED);
      return found;
    }
    this.misses += 1;
    if (text.length > MAX_TEXT || !this.config.graphqlJit) return undefined;
    const before = this.seen.get(text);
    if (before === undefined) {
      touch(this.seen, text, true, MAX_SEEN);
      return undefined;
    }
    if (before === REFUSED) return undefined;
    try {
      const document = compileDocument('', text, this.schema, this.rules, this.config);
      // Subscriptions go to /graphql/stream; only what the fast path runs is kept.
      if (document.operationType === OperationTypeNode.SUBSCRIPTION) throw new Error('subscription');
      this.seen.delete(text);
      touch(this.compiled, text, document, MAX_COMPILED);
      return document;
    } catch {
      touch(this.seen, text, REFUSED, MAX_SEEN);
      return undefined;
    }
  }

  /** How many texts are compiled and how many are remembered (tests, the bench). */
  sizes(): { compiled: number; seen: number } {
    return { compiled: this.compiled.size, seen: this.seen.size };
  }
}
