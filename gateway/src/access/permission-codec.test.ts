import { packOnlinePermissions, unpackOnlinePermissions, PERMISSION_KEYS } from './permission-codec';

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

  it('round-trips through pack (write > read > empty)', () => {
    const packed = packOnlinePermissions({
      permissions: [{ key: 'CONFIGURATION_ICONS', level: 'READ' }],
      websites: [{ websiteId: '9', level: 'WRITE' }],
      help: [{ websiteId: '9', level: 'NONE' }],
    });
    const u = unpackOnlinePermissions(packed);
    expect(u.permissions!.CONFIGURATION_ICONS).toBe('READ');
    expect(u.permissions!.TRANSLATIONS_TRANSLATIONS).toBe('NONE');
    expect([...u.websites!]).toEqual([['9', 'WRITE']]);
    expect(u.help!.size).toBe(0);
  });
});
