import type { PermissionKey, PermissionLevel } from '../generated/resolvers-types';
import { assertCanWriteWebsiteArea, websiteAreaLevel, type Principal } from './permissions';

// Spec 001 §6 as the gateway computes it: the lower of the area key's level
// and the viewer's level on the website; admins and developers write everywhere.

function principal(key: PermissionLevel, website: PermissionLevel, extra: Partial<Principal> = {}): Principal {
  const permissions = new Proxy({} as Record<PermissionKey, PermissionLevel>, {
    get: (_t, name) => (name === 'WEB_SITES_WEBSITES_CONFIGURATION' ? key : 'NONE'),
  });
  return { id: '9', role: 'MANAGER', isDeveloper: false, permissions, websites: new Map([['1', website]]), help: new Map(), ...extra };
}

describe('websiteAreaLevel', () => {
  it.each([
    ['WRITE', 'WRITE', 'WRITE'],
    ['WRITE', 'READ', 'READ'],
    ['READ', 'WRITE', 'READ'],
    ['WRITE', 'NONE', 'NONE'],
    ['NONE', 'WRITE', 'NONE'],
  ] as const)('key %s and website %s → %s', (key, website, expected) => {
    expect(websiteAreaLevel(principal(key, website), 'WEB_SITES_WEBSITES_CONFIGURATION', '1')).toBe(expected);
  });

  it('gives admins and developers WRITE everywhere, and refuses a write below WRITE', () => {
    expect(websiteAreaLevel(principal('NONE', 'NONE', { role: 'ADMIN' }), 'WEB_SITES_TOOLTIPS', '7')).toBe('WRITE');
    expect(websiteAreaLevel(principal('NONE', 'NONE', { isDeveloper: true }), 'WEB_SITES_SEO_RULES', '7')).toBe('WRITE');
    expect(() => assertCanWriteWebsiteArea(principal('WRITE', 'READ'), 'WEB_SITES_WEBSITES_CONFIGURATION', '1')).toThrow(
      'You cannot change the configuration of this website.',
    );
    expect(() => assertCanWriteWebsiteArea(principal('WRITE', 'WRITE'), 'WEB_SITES_WEBSITES_CONFIGURATION', '1')).not.toThrow();
  });
});
