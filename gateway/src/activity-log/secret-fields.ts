/**
 * A credential's value as Activity shows it (`@sensitive(lastFour: true)` in the schema, read by
 * graphql/audit/sensitive-fields.ts): only that it changed and its last four characters, as a key's
 * settings page does.
 */
export function maskSecret(value: string): string {
  if (value === '') return '(empty)';
  return value.length > 8 ? `••••${value.slice(-4)}` : '••••';
}
