import crypto from 'node:crypto';
import { useEmulatorStack } from '../../test/emulator-stack';
import { request } from 'undici';

// An unknown email must take the same path as a known one with a wrong
// password (hardening issue, item 3): counted here as password derivations
// in the emulator (the upstream), not as time, which a test must not assert.

const stack = useEmulatorStack();

async function signIn(email: string): Promise<string> {
  const res = await request(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($i: SignInInput!) { signIn(input: $i) { userErrors { message } } }',
      variables: { i: { email, password: 'not-the-password' } },
    }),
  });
  const body = (await res.body.json()) as { data: { signIn: { userErrors: { message: string }[] } } };
  return body.data.signIn.userErrors[0]!.message;
}

it('refuses an unknown email through the same password check as a known one', async () => {
  expect(await signIn('admin@example.com')).toBe('Invalid credentials'); // the decoy hash is made once
  const derivations = jest.spyOn(crypto, 'scrypt');
  try {
    expect(await signIn('admin@example.com')).toBe('Invalid credentials');
    const known = derivations.mock.calls.length;
    derivations.mockClear();
    expect(await signIn('nobody-here@example.com')).toBe('Invalid credentials');
    expect(known).toBeGreaterThan(0);
    expect(derivations.mock.calls.length).toBe(known);
  } finally {
    derivations.mockRestore();
  }
});
