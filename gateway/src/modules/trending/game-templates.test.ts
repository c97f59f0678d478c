import { useHarness } from '../../test/harness';
import { ADMIN } from '../../test/fixtures';

// The template search answers its first 50 matches and how many there are, so the screen can
// ask for a narrower search instead of silently leaving the rest out.

const h = useHarness();

it('answers the first 50 matching templates and counts them all', async () => {
  h.expectCheckAuth(ADMIN);
  const templates = Array.from({ length: 120 }, (_, i) => ({ gameTemplateId: 5600 + i, gameTemplateName: `Corners ${i}` }));
  h.upstream.intercept({ path: '/configuration/template-markets?sportId=56', method: 'GET' }).reply(200, templates);
  const r = await h.run('{ gameTemplates(sportId: 56, search: "corners") { items { id } totalItems } }', {
    cookie: h.sessionCookie(ADMIN),
  });
  expect(r.data?.gameTemplates.items).toHaveLength(50);
  expect(r.data?.gameTemplates.items[0]).toEqual({ id: 5600 });
  expect(r.data?.gameTemplates.totalItems).toBe(120);
});
