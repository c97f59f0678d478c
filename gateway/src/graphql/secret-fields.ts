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
