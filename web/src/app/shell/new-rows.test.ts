import { isInsert, newRows, newRowsLabel } from './new-rows';

describe('new rows held back', () => {
  it('counts creates until cleared, and tells listeners', () => {
    const heard = jest.fn();
    const stop = newRows.subscribe(heard);
    newRows.add();
    newRows.add();
    expect(newRows.count()).toBe(2);
    newRows.clear();
    expect(newRows.count()).toBe(0);
    newRows.clear();
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
  });

  it('takes creates only, and says how many in the issue’s words', () => {
    expect(isInsert('createLanguage')).toBe(true);
    expect(isInsert('updateLanguage')).toBe(false);
    expect(isInsert('created')).toBe(false);
    expect(newRowsLabel(1)).toBe('1 new row, show');
    expect(newRowsLabel(3)).toBe('3 new rows, show');
  });
});
