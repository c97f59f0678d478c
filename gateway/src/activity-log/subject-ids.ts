// Reading an entity's id from a mutation's arguments or payload, for the modules' audit subjects.

type Args = Record<string, unknown>;

const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

/** `input.{name}` of the arguments. */
export const inputId =
  (name = 'id') =>
  (args: Args) =>
    field(args.input, name);

/** An argument, e.g. `id` of `deleteUser(id:)`. */
export const argId =
  (name = 'id') =>
  (args: Args) =>
    args[name];

/** `{entity}.id` of the payload (creates): `input.{name}` when the arguments already name it. */
export const createdId = (entity: string, name?: string) => (args: Args, result: unknown) =>
  (name ? field(args.input, name) : undefined) ?? field(field(result, entity), 'id');
