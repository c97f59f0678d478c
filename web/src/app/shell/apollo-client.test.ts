import { apolloClientFor } from './apollo-client';

describe('apolloClientFor', () => {
  it("keeps one client per session, so a route loader's query lands in the cache the shell reads", () => {
    expect(apolloClientFor('1:7')).toBe(apolloClientFor('1:7'));
  });

  it('starts another session with a new client and an empty cache', () => {
    const first = apolloClientFor('2:7');
    expect(apolloClientFor('3:7')).not.toBe(first);
  });
});
