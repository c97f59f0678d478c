import { useHarness } from '../../test/harness';
import { ADMIN } from '../../test/fixtures';

const h = useHarness();

describe('icons with unreadable upstream data', () => {
  it('fails only the slugs of an icon whose slugNames is not JSON', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/icon-links', method: 'GET' }).reply(200, {
      items: [
        { id: 1, name: 'football', slugNames: '["soccer"]' },
        { id: 2, name: 'tennis', slugNames: '["atp",' },
      ],
    });
    const r = await h.run('{ icons { items { id name slugs } } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.icons.items).toEqual([
      { id: '1', name: 'football', slugs: ['soccer'] },
      { id: '2', name: 'tennis', slugs: null },
    ]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors![0]!.path).toEqual(['icons', 'items', 1, 'slugs']);
    expect(r.errors![0]!.extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
