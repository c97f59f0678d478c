import { mergeOnlinePermissions, unpackOnlinePermissions, PERMISSION_KEYS } from './permission-codec';

describe('onlinePermissions', () => {
  it('unpacks all 11 keys with NONE for missing ones', () => {
    const u = unpackOnlinePermissions('{"permissions":{"TRANSLATIONS.TRANSLATIONS":"write","UNKNOWN.KEY":"read"}}');
    expect(Object.keys(u.permissions!)).toEqual(PERMISSION_KEYS);
    expect(u.permissions!.TRANSLATIONS_TRANSLATIONS).toBe('WRITE');
    expect(u.permissions!.HELP_HELP).toBe('NONE');
    expect(u.websites!.size).toBe(0);
  });

  it('treats null as no permissions and non-JSON as malformed', () => {
    expect(unpackOnlinePermissions(null).permissions!.HELP_HELP).toBe('NONE');
    expect(unpackOnlinePermissions('not json')).toEqual({ permissions: null, websites: null, help: null });
    expect(unpackOnlinePermissions('[1]')).toEqual({ permissions: null, websites: null, help: null });
  });

  it('writes changes over nothing as levels (write > read > empty), every key, no NONE website', () => {
    const packed = mergeOnlinePermissions(null, {
      permissions: [{ key: 'CONFIGURATION_ICONS', level: 'READ' }],
      websites: [{ websiteId: '9', level: 'WRITE' }],
      help: [{ websiteId: '9', level: 'NONE' }],
    });
    expect(Object.keys(JSON.parse(packed).permissions)).toHaveLength(11);
    const u = unpackOnlinePermissions(packed);
    expect(u.permissions!.CONFIGURATION_ICONS).toBe('READ');
    expect(u.permissions!.TRANSLATIONS_TRANSLATIONS).toBe('NONE');
    expect([...u.websites!]).toEqual([['9', 'WRITE']]);
    expect(u.help!.size).toBe(0);
  });

  it('merges changes into what is stored: what they leave out keeps its level, unknown names included', () => {
    const stored = JSON.stringify({
      permissions: { 'HELP.HELP': 'write', 'NEW.AREA': 'read' },
      onlineWebsitePermissions: { '1': 'read', '150': 'write', '280': 'read' },
      onlineHelpPermissions: { '250': 'read' },
      somethingNewer: { kept: true },
    });
    const merged = JSON.parse(
      mergeOnlinePermissions(stored, {
        permissions: [{ key: 'CONFIGURATION_ICONS', level: 'WRITE' }],
        websites: [
          { websiteId: '1', level: 'WRITE' },
          { websiteId: '280', level: 'NONE' },
        ],
        help: [{ websiteId: '3', level: 'READ' }],
      }),
    );
    expect(merged.permissions).toMatchObject({
      'HELP.HELP': 'write',
      'NEW.AREA': 'read',
      'CONFIGURATION.ICONS': 'write',
      'TRANSLATIONS.TRANSLATIONS': '',
    });
    expect(merged.onlineWebsitePermissions).toEqual({ '1': 'write', '150': 'write' });
    expect(merged.onlineHelpPermissions).toEqual({ '250': 'read', '3': 'read' });
    expect(merged.somethingNewer).toEqual({ kept: true });
  });

  it('starts an unreadable part empty and keeps the readable ones', () => {
    const stored = JSON.stringify({ permissions: 'broken', onlineWebsitePermissions: { '7': 'read' }, onlineHelpPermissions: [1] });
    const merged = unpackOnlinePermissions(
      mergeOnlinePermissions(stored, {
        permissions: [{ key: 'HELP_HELP', level: 'READ' }],
        websites: [],
        help: [{ websiteId: '2', level: 'READ' }],
      }),
    );
    expect(merged.permissions!.HELP_HELP).toBe('READ');
    expect(merged.permissions!.CONFIGURATION_ICONS).toBe('NONE');
    expect([...merged.websites!]).toEqual([['7', 'READ']]);
    expect([...merged.help!]).toEqual([['2', 'READ']]);
    expect(
      unpackOnlinePermissions(mergeOnlinePermissions('not json', { permissions: [], websites: [], help: [] })).permissions!.HELP_HELP,
    ).toBe('NONE');
  });
});
