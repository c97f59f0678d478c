import { conflictHeadline, ConflictNotice } from './conflict-notice';
import { renderWithMantine } from '../../test/render';
import { splitConflict } from './user-errors';

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

describe('splitConflict', () => {
  const conflict = {
    changedBy: 'developer@example.com',
    changedAt: null,
    version: 'v1:now',
    fields: [
      { name: 'onlyTheirs', theirs: 'B' },
      { name: 'both', theirs: 'B' },
      { name: 'same', theirs: 'C' },
    ],
  };
  const base: Record<string, string> = { onlyTheirs: 'A', both: 'A', same: 'A' };
  const yours: Record<string, string> = { onlyTheirs: 'A', both: 'C', same: 'C' };

  it('keeps what only they changed, asks about what both changed differently, and lets agreeing values be', () => {
    const { adopt, decide } = splitConflict(
      conflict,
      (f) => base[f] ?? null,
      (f) => yours[f] ?? null,
    );
    expect(adopt.map((f) => f.name)).toEqual(['onlyTheirs']);
    expect(decide.map((f) => f.name)).toEqual(['both']);
  });
});

describe('ConflictNotice', () => {
  // A tall form (the SEO rule modal) has its save button far below the notice.
  it('comes into view once per conflict, not again on each render', () => {
    const scrolled = jest.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const conflictAt = (version: string) => ({ changedBy: 'developer@example.com', changedAt: null, version, fields: [] });
    const notice = (version: string, keeping = false) => (
      <ConflictNotice
        conflict={conflictAt(version)}
        labelOf={() => null}
        yoursOf={() => null}
        onTakeTheirs={() => {}}
        onKeepMine={() => {}}
        keeping={keeping}
      />
    );
    const { rerender } = renderWithMantine(notice('v1:a'));
    rerender(notice('v1:a', true));
    expect(scrolled).toHaveBeenCalledTimes(1);
    rerender(notice('v1:b'));
    expect(scrolled).toHaveBeenCalledTimes(2);
    scrolled.mockRestore();
  });
});
