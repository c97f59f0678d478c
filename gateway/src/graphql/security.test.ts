import { getIntrospectionQuery } from 'graphql';
import { createHarness, codes, type Harness } from '../test/harness';
import pino from 'pino';
import { ADMIN, MANAGER } from '../test/fixtures';

// Hardening that must hold with the graphql-jit executor in place: the
// operations below run through the same Apollo configuration as production.

let h: Harness;
afterEach(async () => {
  await h.close();
});

describe('error masking', () => {
  beforeEach(() => {
    h = createHarness();
  });

  it('masks an unexpected exception as INTERNAL_SERVER_ERROR', async () => {
    h.expectCheckAuth(ADMIN);
    const api = h.gateway.services.upstreams.api;
    const original = api.request.bind(api);
    api.request = async (req, auth, stats) => {
      if (req.path === '/users') throw new TypeError('secret detail at /srv/internal.js');
      return original(req, auth, stats);
    };
    const r = await h.run('{ users { totalItems } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toEqual([
      { message: 'Internal server error', locations: expect.any(Array), path: ['users'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(JSON.stringify(r)).not.toContain('secret detail');
  });

  it('logs the original of a masked error', async () => {
    const lines: string[] = [];
    await h.close();
    h = createHarness({}, pino({ level: 'error' }, { write: (line: string) => lines.push(line) }));
    const api = h.gateway.services.upstreams.api;
    api.request = async () => {
      throw new RangeError('original cause');
    };
    const r = await h.run('{ viewer { id } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.errors?.[0]?.message).toBe('Internal server error');
    expect(lines.join('')).toContain('original cause');
  });

  it('keeps deliberate errors and never sends stack traces', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run('{ users { totalItems } }', { cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.errors?.[0]?.message).toBe('Only admins can manage users.');
    expect(r.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN' });
  });

  it('reports a bad variable as BAD_USER_INPUT', async () => {
    const r = await h.run('query ($p: Int) { users(page: $p) { totalItems } }', { variables: { p: 'two' } });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('limits', () => {
  beforeEach(() => {
    h = createHarness({ MAX_DEPTH: '3', MAX_ALIASES: '3', MAX_TOKENS: '60' });
  });

  it('rejects an operation nested deeper than MAX_DEPTH', async () => {
    const r = await h.run('query Deep { users { items { permissions { key } } } }');
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors?.[0]?.message).toBe("'Deep' is nested 4 levels deep; the limit is 3.");
    expect(r.calls).toEqual([]);
  });

  it('counts depth through fragments', async () => {
    const r = await h.run('query { users { ...P } } fragment P on UserPage { items { permissions { key } } }');
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('accepts an operation at the depth limit, and ignores introspection depth', async () => {
    const r = await h.run('{ viewer { permissions { key } } __schema { types { fields { type { ofType { name } } } } } }');
    expect(r.errors).toBeUndefined();
  });

  it('rejects more aliases than MAX_ALIASES', async () => {
    const r = await h.run('{ a: ok b: ok c: ok d: ok }');
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.errors?.[0]?.message).toBe('The document uses 4 aliases; the limit is 3.');
  });

  it('rejects documents with more than MAX_TOKENS tokens before validating them', async () => {
    const r = await h.run(`{ ${'ok '.repeat(80)}}`);
    expect(codes(r)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(r.errors?.[0]?.message).toMatch(/60 tokens/);
  });
});

describe('defaults', () => {
  it('keeps the default limits generous enough for GraphiQL introspection', async () => {
    h = createHarness();
    const r = await h.run(getIntrospectionQuery());
    expect(r.errors).toBeUndefined();
  });

  it('refuses introspection when disabled (production default)', async () => {
    h = createHarness({ INTROSPECTION: 'false' });
    const r = await h.run('{ __schema { queryType { name } } }');
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});
