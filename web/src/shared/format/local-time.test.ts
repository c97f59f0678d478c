import { formatLocal } from './local-time';

describe('formatLocal', () => {
  const date = new Date(2026, 2, 5, 7, 9);

  it("writes the spec's patterns in the browser's time", () => {
    expect(formatLocal(date, 'DD/MM/YYYY HH:mm')).toBe('05/03/2026 07:09');
    expect(formatLocal(date, 'DD.MM.YY. HH:mm')).toBe('05.03.26. 07:09');
    expect(formatLocal(date, 'YYYY-MM-DD')).toBe('2026-03-05');
  });

  it('reads an ISO instant', () => {
    expect(formatLocal(date.toISOString(), 'DD/MM/YYYY HH:mm')).toBe('05/03/2026 07:09');
  });
});
