/** Fields never named in the audit line nor stored by the activity log, whatever the mutation. */
export const SECRET = new Set([
  'password',
  'newPassword',
  'newPasswordConfirmation',
  'code',
  'token',
  'accessToken',
  'activationToken',
  'file',
]);

/**
 * Fields Activity keeps masked: their value is a credential (an editor's API key), so before and
 * after show only that it changed and its last four characters, as a key's settings page does.
 */
export const MASKED = new Set(['tinyMceApiKey']);

export function maskSecret(value: string): string {
  if (value === '') return '(empty)';
  return value.length > 8 ? `••••${value.slice(-4)}` : '••••';
}
