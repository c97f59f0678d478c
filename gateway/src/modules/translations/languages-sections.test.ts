import { useHarness, codes } from '../../test/harness';
import { ADMIN, MANAGER, page } from '../../test/fixtures';
import { EN, SPORTS, TOOLTIPS } from './fixtures';

const h = useHarness();
const CREATE_LANGUAGE = `mutation($input: CreateLanguageInput!) {
  createLanguage(input: $input) { language { id name code exportUrl } userErrors { field message } }
}`;

describe('languages and sections', () => {
  it('pages languages with their export URL', async () => {
    h.expectCheckAuth(MANAGER);
    h.upstream.intercept({ path: '/online-language?page=1&limit=10', method: 'GET' }).reply(200, page([EN], 4, 1));
    const r = await h.run('{ languages { items { id code exportUrl } totalItems pageCount page } }', { cookie: h.sessionCookie(MANAGER) });
    expect(r.data?.languages).toEqual({
      items: [{ id: '1', code: 'en', exportUrl: '/exports/translations/1.csv' }],
      totalItems: 4,
      pageCount: 1,
      page: 1,
    });
  });

  it('creates a language', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({ path: '/online-language/save', method: 'POST', body: JSON.stringify({ name: 'Italian', code: 'it' }) })
      .reply(201, { id: 5, name: 'Italian', code: 'it' });
    const r = await h.run(CREATE_LANGUAGE, { variables: { input: { name: 'Italian', code: 'it' } }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.createLanguage).toEqual({
      language: { id: '5', name: 'Italian', code: 'it', exportUrl: '/exports/translations/5.csv' },
      userErrors: [],
    });
  });

  it('turns an upstream 400 into userErrors on the input fields', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/online-language/save', method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { property: 'name', constraints: { isNotEmpty: 'The name is required' } },
        { property: 'code', constraints: { matches: 'The code cannot have empty spaces' } },
      ],
    });
    const r = await h.run(CREATE_LANGUAGE, { variables: { input: { name: '', code: 'a b' } }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.createLanguage).toEqual({
      language: null,
      userErrors: [
        { field: 'name', message: 'The name is required' },
        { field: 'code', message: 'The code cannot have empty spaces' },
      ],
    });
  });

  it('is FORBIDDEN for a read-only manager, with no upstream write', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run('mutation { deleteSection(id: "2") { deletedSectionId } }', { cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('lists every section once, flagging the tooltips section', async () => {
    h.expectCheckAuth(MANAGER);
    h.upstream.intercept({ path: '/online-sections?shouldPaginate=false', method: 'GET' }).reply(200, page([SPORTS, TOOLTIPS], 2, 1));
    const r = await h.run('{ allSections { key isTooltips } }', { cookie: h.sessionCookie(MANAGER) });
    expect(r.data?.allSections).toEqual([
      { key: 'sports', isTooltips: false },
      { key: 'tooltips', isTooltips: true },
    ]);
  });

  it('is UPSTREAM_UNAVAILABLE when the operator API is down', async () => {
    h.expectCheckAuth(MANAGER);
    h.upstream.intercept({ path: '/online-sections?page=1&limit=10', method: 'GET' }).reply(500, {}).times(3);
    const r = await h.run('{ sections { totalItems } }', { cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });
});
