import { createHarness, type Harness } from '../../test/harness';
import { redisTestUrl, flushRedis } from '../../test/redis';

// The sign-in throttle (hardening issue, item 3): failed attempts per email
// and per client address, answered without the upstream past the limit, and
// held across replicas when they share Redis.

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { status userErrors { field message } } }`;
const refused = (h: Harness, email: string) =>
  h.upstream.intercept({ path: '/auth/login', method: 'POST', body: (b: string) => JSON.parse(b).username === email }).reply(401, {
    statusCode: 401,
    message: 'Invalid credentials',
  });
const signIn = (h: Harness, email: string, clientIp = '203.0.113.7') =>
  h.run(SIGN_IN, { variables: { input: { email, password: 'wrong-password' } }, clientIp });

const harnesses: Harness[] = [];
const open = (env: Record<string, string> = {}) => {
  const h = createHarness({ SIGN_IN_MAX_ATTEMPTS: '3', ...env });
  harnesses.push(h);
  return h;
};
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close();
});

describe('sign-in throttle (memory)', () => {
  it('refuses the attempt past the limit for that email without asking the upstream, whoever the email is', async () => {
    const h = open();
    for (const email of ['known@example.com', 'nobody-at-all@example.com']) {
      for (let i = 0; i < 3; i++) {
        refused(h, email);
        const r = await signIn(h, email, `198.51.100.${i + (email.startsWith('known') ? 0 : 10)}`);
        expect(r.data?.signIn.userErrors).toEqual([{ field: null, message: 'Invalid credentials' }]);
      }
      const blocked = await signIn(h, email.toUpperCase(), '198.51.100.99');
      expect(blocked.data?.signIn).toEqual({
        status: null,
        userErrors: [{ field: null, message: 'Too many attempts, try again in 15 minutes' }],
      });
      expect(blocked.calls).toEqual([]);
    }
    h.agent.assertNoPendingInterceptors();
  });

  it('refuses an address that tried too many emails', async () => {
    const h = open();
    for (let i = 0; i < 3; i++) {
      refused(h, `user${i}@example.com`);
      await signIn(h, `user${i}@example.com`);
    }
    const blocked = await signIn(h, 'someone-else@example.com');
    expect(blocked.data?.signIn.userErrors[0].message).toBe('Too many attempts, try again in 15 minutes');
    expect(blocked.calls).toEqual([]);
    h.upstream.intercept({ path: '/auth/login', method: 'POST' }).reply(200, '');
    const elsewhere = await signIn(h, 'someone-else@example.com', '192.0.2.1');
    expect(elsewhere.data?.signIn.status).toBe('ACTIVATION_REQUIRED');
  });

  it("forgets an email's failures once it signs in", async () => {
    const h = open();
    for (let i = 0; i < 2; i++) {
      refused(h, 'forgetful@example.com');
      await signIn(h, 'forgetful@example.com', `198.51.100.${i}`);
    }
    h.upstream.intercept({ path: '/auth/login', method: 'POST' }).reply(200, '');
    await signIn(h, 'forgetful@example.com', '198.51.100.50');
    for (let i = 0; i < 2; i++) {
      refused(h, 'forgetful@example.com');
      const r = await signIn(h, 'forgetful@example.com', `198.51.100.${60 + i}`);
      expect(r.data?.signIn.userErrors[0].message).toBe('Invalid credentials');
    }
  });
});

const withRedis = redisTestUrl() ? describe : describe.skip;
withRedis('sign-in throttle across replicas sharing Redis', () => {
  beforeEach(() => flushRedis());

  it('counts failures made on one replica on the other', async () => {
    const env = { REDIS_URL: redisTestUrl()! };
    const a = open(env);
    const b = open(env);
    for (let i = 0; i < 3; i++) {
      const h = i % 2 === 0 ? a : b;
      refused(h, 'shared@example.com');
      await signIn(h, 'shared@example.com', `198.51.100.${i}`);
    }
    for (const h of [a, b]) {
      const blocked = await signIn(h, 'shared@example.com', '198.51.100.200');
      expect(blocked.data?.signIn.userErrors[0].message).toMatch(/^Too many attempts, try again in 1[45] minutes$/);
      expect(blocked.calls).toEqual([]);
    }
  });
});
