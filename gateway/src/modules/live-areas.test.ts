import { UpstreamUserSchema } from '../access/upstream-user';
import { toViewerModel } from '../access/viewer-model';
import type { EntityChange } from '../state/change-feed';
import { DEVELOPER, MANAGER } from '../test/fixtures';
import { LIVE_AREAS } from '.';
import { audiences } from './live/audience';

// Who hears a change (issue 39), with every module's own audience rule: a change of a record that
// belongs to a website is heard only by who may read that area on that website; one whose
// website is not known is never heard by a manager as if it belonged to any website.

const hear = audiences(LIVE_AREAS);
// Translations, configuration, SEO and the help centre read; websites 1 and 2; the help of website 1.
const permissions = JSON.parse(MANAGER.onlinePermissions) as { permissions: Record<string, string> };
const manager = toViewerModel(
  UpstreamUserSchema.parse({
    ...MANAGER,
    onlinePermissions: JSON.stringify({ ...permissions, permissions: { ...permissions.permissions, 'HELP.HELP': 'read' } }),
  }),
);
const developer = toViewerModel(UpstreamUserSchema.parse(DEVELOPER));

const change = (area: string, websiteId: string | null, entityType: string | null = null): EntityChange => ({
  area,
  operation: 'update',
  entityType,
  entityId: '7',
  websiteId,
  changedBy: 'admin@example.com',
  changedByUserId: '1',
  fields: [],
  at: new Date(0).toISOString(),
  tab: null,
});

describe('who hears a change', () => {
  it.each([
    ['seo', '1', true],
    ['seo', '3', false],
    ['seo', null, false],
    ['website-config', '2', true],
    ['website-config', '3', false],
    ['websites', '2', true],
    ['websites', '3', false],
    ['help', '1', true],
    ['help', '2', false],
    ['help', null, false],
    ['tooltips', '1', false],
    ['tooltips', null, false],
    ['translations', null, true],
    ['users', null, false],
    ['payments', null, false],
    ['an area with no rule', null, false],
  ])('a %s change of website %s: the demo manager hears it: %s', (area, websiteId, heard) => {
    expect(hear.mayHear(manager, change(area, websiteId))).toBe(heard);
  });

  it('a developer hears every area, of any website or none', () => {
    for (const area of [...Object.keys(LIVE_AREAS), 'an area with no rule']) {
      for (const websiteId of ['1', '3', null]) expect(hear.mayHear(developer, change(area, websiteId))).toBe(true);
    }
  });
});
