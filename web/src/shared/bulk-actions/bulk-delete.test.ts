import { bulkDeleteSummary } from './bulk-delete';

const USERS = { one: 'user', many: 'users' };

describe('bulkDeleteSummary', () => {
  it('says how many went and names each that did not, with why', () => {
    expect(
      bulkDeleteSummary(
        [
          { name: 'a@example.com', problem: null },
          { name: 'b@example.com', problem: 'User not found' },
          { name: 'c@example.com', problem: null },
        ],
        USERS,
      ),
    ).toEqual({ deleted: '2 users deleted', failed: ['b@example.com was not deleted: User not found'] });
  });

  it('says nothing went when nothing did', () => {
    expect(bulkDeleteSummary([{ name: 'a@example.com', problem: 'Forbidden' }], USERS).deleted).toBeNull();
    expect(bulkDeleteSummary([{ name: 'a@example.com', problem: null }], USERS).deleted).toBe('1 user deleted');
  });
});
