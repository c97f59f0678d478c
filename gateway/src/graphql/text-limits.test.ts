import type { GraphQLInputObjectType } from 'graphql';
import { buildSchema } from '../schema';
import { useHarness, codes } from '../test/harness';
import { ADMIN } from '../test/fixtures';

// Every text input has a documented maximum and no control characters
// (hardening issue, items 7 and 11): refused on its field before anything
// else runs, so not even the session is looked up upstream.

const h = useHarness();
const SAVE_RULE = `mutation($input: SaveSeoRuleInput!) { saveSeoRule(input: $input) { seoRule { ruleId } userErrors { field message } } }`;
const rule = (over: Record<string, unknown>) => ({
  ruleId: null,
  websiteId: '1',
  languageId: '1',
  entityType: 'SPORT',
  entityId: '58',
  altCtx: null,
  metaTitle: 'Title',
  metaDescription: 'Description',
  pageTitle: 'H1',
  content: '<p>x</p>',
  noindex: false,
  ...over,
});

describe('text limits', () => {
  it('refuses a 4 MB meta title on its field without calling the upstream', async () => {
    const r = await h.run(SAVE_RULE, {
      variables: { input: rule({ metaTitle: 'x'.repeat(4 * 1024 * 1024) }) },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data?.saveSeoRule).toEqual({
      seoRule: null,
      userErrors: [{ field: 'metaTitle', message: 'Must be at most 255 characters long' }],
    });
    expect(r.calls).toEqual([]);
  });

  it('refuses NUL and other control characters, but keeps line breaks where a text is multi-line', async () => {
    const r = await h.run(SAVE_RULE, {
      variables: { input: rule({ pageTitle: 'a\u0000b', metaDescription: 'line one\r\nline two\u0007' }) },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data?.saveSeoRule.userErrors).toEqual([
      { field: 'metaDescription', message: 'Must not contain control characters' },
      { field: 'pageTitle', message: 'Must be a single line without control characters' },
    ]);
    expect(r.calls).toEqual([]);
  });

  it('answers a too long search with BAD_USER_INPUT naming the limit, not an outage', async () => {
    const r = await h.run('query($s: String) { users(search: $s) { totalItems } }', {
      variables: { s: 'é'.repeat(5000) },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors?.[0]?.message).toBe('search: Must be at most 255 characters long');
    expect(r.calls).toEqual([]);
  });

  it("fills a refused payload's required fields so the answer stays valid", async () => {
    const r = await h.run('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok userErrors { field message } } }', {
      variables: { i: { password: 'p'.repeat(300), newPassword: 'New123!', newPasswordConfirmation: 'New123!' } },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.changePassword).toEqual({
      ok: false,
      userErrors: [{ field: 'password', message: 'Must be at most 255 characters long' }],
    });
  });

  it('documents every limit in the schema GraphiQL shows', () => {
    const schema = buildSchema();
    const input = schema.getType('SaveSeoRuleInput') as GraphQLInputObjectType;
    expect(input.getFields().content!.description).toBe(
      'HTML; sanitised with the allow-list before it is sent upstream.\n\nAt most 500000 characters, line breaks allowed.',
    );
    expect(input.getFields().metaTitle!.description).toBe('At most 255 characters, one line.');
    const search = schema
      .getQueryType()!
      .getFields()
      .users!.args.find((a) => a.name === 'search')!;
    expect(search.description).toBe('At most 255 characters, one line.');
  });
});
