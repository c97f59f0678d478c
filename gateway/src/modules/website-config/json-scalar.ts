import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

// The schema's JSON scalar: configuration values pass through as plain JSON
// (each module validates the shapes it accepts). Inline literals are read
// too, variables inside them included.

function literal(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => literal(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[node.name.value];
    default:
      return undefined;
  }
}

export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  // graphql-tools replaces the SDL's description with this one: keep them equal.
  description: 'Any JSON value: configuration values the upstream stores as JSON strings arrive unpacked.',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (node, variables) => literal(node, variables),
});
