// Signing in through the GraphQL API with the browser context's cookie jar (fast
// set-up; the auth specs drive the screens themselves).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { latestCode } from './emulator';

export async function gql<T = any>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { status userErrors { message } } }`;
const ACTIVATE = `mutation($input: ActivateInput!) { activate(input: $input) { viewer { id } userErrors { message } } }`;

/** Signs the page's browser context in (activating it when needed) without the screens. */
export async function signIn(page: Page, account: Account) {
  const input = { email: account.email, password: account.password };
  const { signIn: result } = await gql(page.request, SIGN_IN, { input });
  if (result.status === 'ACTIVATION_REQUIRED') {
    const code = await latestCode(account.email);
    const { activate } = await gql(page.request, ACTIVATE, { input: { email: account.email, code } });
    expect(activate.userErrors).toEqual([]);
  } else {
    expect(result.status).toBe('SIGNED_IN');
  }
}

const CREATE_USER = `mutation($input: CreateUserInput!) { createUser(input: $input) { user { id email } userErrors { field message } } }`;

/** Creates a user as the signed-in admin of this context. */
export async function createUser(page: Page, input: { email: string; password: string; role: 'ADMIN' | 'MANAGER' }) {
  const { createUser: result } = await gql(page.request, CREATE_USER, { input });
  expect(result.userErrors).toEqual([]);
  return result.user as { id: string; email: string };
}
