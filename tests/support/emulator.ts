// The emulator's dev-only routes: outbox, faults, revocation (emulator/README.md).
export const emulatorUrl = () => process.env.E2E_EMULATOR_URL ?? `http://127.0.0.1:${process.env.E2E_EMULATOR_PORT ?? 4310}`;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulatorUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

type OutboxEntry = { email: string; code: string; sentAt: string };

/** The newest activation code sent to this email. */
export async function latestCode(email: string): Promise<string> {
  const outbox: OutboxEntry[] = await call('GET', '/_dev/outbox');
  const mine = outbox.filter((entry) => entry.email === email);
  if (mine.length === 0) throw new Error(`no activation code was sent to ${email}`);
  return mine[mine.length - 1]!.code;
}

export const injectFault = (fault: { kind: '500' | 'slow' | 'malformed'; path?: string; times?: number; delayMs?: number }) =>
  call('POST', '/_dev/faults', fault);
export const clearFaults = () => call('DELETE', '/_dev/faults');
export const revokeTokens = (email?: string) => call('POST', '/_dev/revoke', email ? { email } : {});
export const patchUserRaw = (id: string, fields: Record<string, unknown>) => call('PATCH', `/_dev/users/${id}`, fields);
