import { entityHistoryUrl } from '../../shared/activity/activity-links';
import { entityName } from './activity-details';
import { readActivityFilters } from './urls';

describe('activity URLs', () => {
  it("a History link's filters are what the screen reads back", () => {
    const url = new URL(entityHistoryUrl('Word', '42'), 'http://app.test');
    expect(url.pathname).toBe('/home/activity');
    expect(readActivityFilters(url.searchParams)).toEqual({
      user: '',
      area: '',
      operation: '',
      entityType: 'Word',
      entityId: '42',
      from: '',
      to: '',
    });
  });

  it('names an entity by its label, else by its type and id', () => {
    expect(entityName({ entityType: 'User', entityId: '2', entityLabel: 'manager@example.com' })).toBe('User manager@example.com');
    expect(entityName({ entityType: 'Company', entityId: '7', entityLabel: null })).toBe('Company #7');
    expect(entityName({ entityType: null, entityId: null, entityLabel: null })).toBe('—');
  });
});
