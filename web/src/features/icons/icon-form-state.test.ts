import { canAddSlug, canSubmitIcon } from './icon-form-state';

const blank = { name: '', slugs: [''] };

describe('icon modal rules', () => {
  it('keeps the button off until something changes, and with an empty name', () => {
    expect(canSubmitIcon(blank, blank)).toBe(false);
    expect(canSubmitIcon(blank, { name: '   ', slugs: ['soccer'] })).toBe(false);
    expect(canSubmitIcon(blank, { name: 'football', slugs: [''] })).toBe(true);
  });

  it('keeps it off with an empty slug beside others', () => {
    expect(canSubmitIcon(blank, { name: 'football', slugs: ['soccer', ' '] })).toBe(false);
    expect(canSubmitIcon(blank, { name: 'football', slugs: ['soccer', 'fifa'] })).toBe(true);
  });

  it('stays off on update while name and slugs are unchanged (spaces aside)', () => {
    const stored = { name: 'tennis', slugs: ['atp', 'wta'] };
    expect(canSubmitIcon(stored, { name: 'tennis ', slugs: ['atp', 'wta'] })).toBe(false);
    expect(canSubmitIcon(stored, { name: 'tennis', slugs: ['atp'] })).toBe(true);
  });

  it('offers another slug only when the last one is filled in', () => {
    expect(canAddSlug([])).toBe(true);
    expect(canAddSlug(['soccer', ''])).toBe(false);
    expect(canAddSlug(['soccer'])).toBe(true);
  });
});
