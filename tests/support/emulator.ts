// The emulator's dev-only routes: outbox, faults, revocation (emulator/README.md), and its REST
// API itself where a spec needs more records than the seed has.
export const emulatorUrl = () => process.env.E2E_EMULATOR_URL ?? `http://127.0.0.1:${process.env.E2E_EMULATOR_PORT ?? 4310}`;

/** A call with a JSON body, or a multipart one (`FormData`: the help centre's forms). */
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const form = body instanceof FormData;
  const response = await fetch(`${emulatorUrl()}${path}`, {
    method,
    headers: body === undefined || form ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
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

/** An account's headers on the emulator's REST API, activated as a new browser would be (the code from the outbox). */
export async function restHeaders(account: { email: string; password: string }): Promise<Record<string, string>> {
  await call('POST', '/auth/login', { username: account.email, password: account.password });
  const code = await latestCode(account.email);
  const { access_token } = await call('POST', '/auth/activate', { email: account.email, activationToken: code });
  return { authorization: `Bearer ${access_token}`, 'activation-token': code };
}

type RestWebsite = { id: number | string; name: string };

/**
 * Websites created through the REST API (`POST /websites`), named `{prefix} {n}`, until there are
 * at least `total`, and never fewer than `fresh` new ones (a rerun on the same emulator): the
 * ones made, in order, so the last ones are past every page before them.
 */
export async function growWebsites(
  headers: Record<string, string>,
  { total, fresh, prefix }: { total: number; fresh: number; prefix: string },
): Promise<RestWebsite[]> {
  const { totalItems } = (await call('GET', '/websites?page=1&limit=1', undefined, headers)) as { totalItems: number };
  const made: RestWebsite[] = [];
  for (let n = totalItems + 1; n <= Math.max(total, totalItems + fresh); n++) {
    const slug = `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`;
    const body = { name: `${prefix} ${n}`, url: `https://${slug}.example.com`, betshopId: (n % 5) + 1 };
    made.push((await call('POST', '/websites', body, headers)) as RestWebsite);
  }
  return made;
}

/** A call to the operator REST API as one signed-in user. */
export type OperatorApi = (method: string, path: string, body?: unknown) => Promise<any>;

/**
 * The operator REST API as `account`, signed in with an activation code of its own (the codes a
 * user activated stay valid, so the browser's session is untouched): for growing the data.
 */
export async function operatorApi(account: { email: string; password: string }): Promise<OperatorApi> {
  const headers = await restHeaders(account);
  return (method, path, body) => call(method, path, body, headers);
}

/** Runs `task` for each item, a few at a time (the emulator writes its store once per change). */
export async function eachAtMost<T, R>(items: readonly T[], atOnce: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += atOnce) results.push(...(await Promise.all(items.slice(i, i + atOnce).map(task))));
  return results;
}
