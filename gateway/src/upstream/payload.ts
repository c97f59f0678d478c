import type { WriteResult } from './ids';
import type { UserError } from './user-errors';

/**
 * A mutation's payload from an upstream write: the written value under `field` (through `map`
 * when the GraphQL shape differs), or null there and the upstream's reasons as `userErrors`.
 * (NoInfer: the field name comes from the argument, not from the payload type the resolver returns.)
 */
export function payload<K extends string, T, V = T>(
  field: K,
  result: WriteResult<T>,
  map?: (value: T) => V,
): NoInfer<Record<K, V | null> & { userErrors: UserError[] }> {
  const value = result.ok ? (map ? map(result.value) : (result.value as unknown as V)) : null;
  return { [field]: value, userErrors: result.ok ? [] : result.userErrors } as Record<K, V | null> & { userErrors: UserError[] };
}
