import { Faults } from './faults';

// Fault switches: how tests make the upstream fail on purpose.

describe('Faults', () => {
  it('applies a fault to the paths under its prefix, as many times as asked, then lets requests through', () => {
    const faults = new Faults();
    faults.add({ kind: '500', path: '/users', times: 2 });
    expect(faults.take('/websites')).toBeNull();
    expect(faults.take('/users/5')?.kind).toBe('500');
    expect(faults.take('/users')?.kind).toBe('500');
    expect(faults.take('/users')).toBeNull();
  });

  it('keeps an unlimited fault until cleared, and never touches the dev routes', () => {
    const faults = new Faults();
    faults.add({ kind: 'slow', delayMs: 10 });
    expect(faults.take('/anything')).toMatchObject({ kind: 'slow', delayMs: 10, path: '/' });
    expect(faults.take('/anything')).not.toBeNull();
    expect(faults.take('/_dev/faults')).toBeNull();
    expect(faults.clear()).toBe(1);
    expect(faults.take('/anything')).toBeNull();
  });
});
