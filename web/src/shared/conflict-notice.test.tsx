import { conflictHeadline } from './conflict-notice';

// The conflict's first line, as the spec words it (issue 28), in the viewer's time.

describe('conflictHeadline', () => {
  it('names who changed the record and when, in local time', () => {
    const at = new Date(2026, 10, 27, 14, 2);
    expect(conflictHeadline({ changedBy: 'admin@example.com', changedAt: at.toISOString(), version: 'v1:x', fields: [] })).toBe(
      'Changed by admin@example.com at 14:02 while you were editing',
    );
  });

  it('says when the change came from outside the back-office', () => {
    expect(conflictHeadline({ changedBy: null, changedAt: null, version: 'v1:x', fields: [] })).toBe(
      'Changed outside the back-office while you were editing',
    );
  });
});
