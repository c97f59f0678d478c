// Signing in for the bench: upstream tokens for direct calls, gateway cookies for GraphQL.
async function json(url, init) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  const text = await response.text();
  return { response, body: text ? JSON.parse(text) : null };
}

async function latestCode(emulatorUrl, email) {
  const { body } = await json(`${emulatorUrl}/_dev/outbox`, { method: 'GET' });
  return body.filter((entry) => entry.email === email).at(-1).code;
}

export async function upstreamTokens(emulatorUrl, account) {
  await json(`${emulatorUrl}/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  const activationToken = await latestCode(emulatorUrl, account.email);
  const { body } = await json(`${emulatorUrl}/auth/activate`, {
    method: 'POST',
    body: JSON.stringify({ email: account.email, activationToken }),
  });
  return { accessToken: body.access_token, activationToken };
}

const gqlBody = (query, variables) => JSON.stringify({ query, variables });

export async function gatewayCookies(gatewayUrl, emulatorUrl, account) {
  const input = { email: account.email, password: account.password };
  await json(`${gatewayUrl}/graphql`, {
    method: 'POST',
    body: gqlBody('mutation($input: SignInInput!){ signIn(input:$input){ status } }', { input }),
  });
  const code = await latestCode(emulatorUrl, account.email);
  const { response, body } = await json(`${gatewayUrl}/graphql`, {
    method: 'POST',
    body: gqlBody('mutation($input: ActivateInput!){ activate(input:$input){ viewer { id } userErrors { message } } }', {
      input: { email: account.email, code },
    }),
  });
  if (!body?.data?.activate?.viewer) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * One session cookie per demo account on `gatewayUrl`, signed in on first use: a screen for
 * developers only (configuration setup) is measured as the developer, the rest as the admin.
 * `signedIn`: an account whose cookie the caller already has.
 */
export function sessionsByAccount(gatewayUrl, emulatorUrl, signedIn = { account: null, cookie: null }) {
  const cookies = new Map(signedIn.account ? [[signedIn.account.email, Promise.resolve(signedIn.cookie)]] : []);
  return (account) => {
    if (!cookies.has(account.email)) cookies.set(account.email, gatewayCookies(gatewayUrl, emulatorUrl, account));
    return cookies.get(account.email);
  };
}
