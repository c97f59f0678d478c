import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

// Query cost limits as validation rules (run once per distinct query thanks
// to Apollo's document cache). The token limit is `parseOptions.maxTokens`.

/** Rejects operations nested deeper than `maxDepth` fields (introspection excluded). */
export function maxDepthRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const def of context.getDocument().definitions) {
        if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
      }
      const depth = selectionDepth(operation.selectionSet, fragments, new Set(), maxDepth + 1);
      if (depth > maxDepth) {
        const name = operation.name ? `'${operation.name.value}'` : 'The operation';
        context.reportError(
          new GraphQLError(
            `${name} is nested ${depth > maxDepth + 1 ? 'more than ' + maxDepth : depth} levels deep; the limit is ${maxDepth}.`,
            {
              nodes: [operation],
            },
          ),
        );
      }
    },
  });
}

function selectionDepth(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
  stopAt: number,
): number {
  let max = 0;
  for (const selection of set.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      // Introspection has its own switch and a fixed, known shape.
      if (selection.name.value.startsWith('__')) continue;
      depth = selection.selectionSet ? 1 + selectionDepth(selection.selectionSet, fragments, visiting, stopAt - 1) : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(selection.selectionSet, fragments, visiting, stopAt);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Unknown or cyclic fragments are reported by graphql's own rules.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      depth = selectionDepth(fragment.selectionSet, fragments, visiting, stopAt);
      visiting.delete(name);
    }
    if (depth > max) max = depth;
    if (max >= stopAt) return max;
  }
  return max;
}

/** Rejects documents with more than `maxAliases` aliased fields. */
export function maxAliasesRule(maxAliases: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases++;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) {
            context.reportError(new GraphQLError(`The document uses ${aliases} aliases; the limit is ${maxAliases}.`));
          }
        },
      },
    };
  };
}
