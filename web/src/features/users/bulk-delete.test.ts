import { bulkDeleteSummary } from './bulk-delete';

describe('bulkDeleteSummary', () => {
  it('says how many went and names each that did not, with why', () => {
    expect(
      bulkDeleteSummary([
        { email: 'a@example.com', problem: null },
        { email: 'b@example.com', problem: 'User not found' },
        { email: 'c@example.com', problem: null },
      ]),
    ).toEqual({ deleted: '2 users deleted', failed: ['b@example.com was not deleted: User not found'] });
  });

  it('says nothing went when nothing did', () => {
    expect(bulkDeleteSummary([{ email: 'a@example.com', problem: 'Forbidden' }]).deleted).toBeNull();
    expect(bulkDeleteSummary([{ email: 'a@example.com', problem: null }]).deleted).toBe('1 user deleted');
  });
});
