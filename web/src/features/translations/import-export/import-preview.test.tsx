import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { ImportPreview } from './import-preview';

// A preview of thousands of rows: the counts first, the problems before the rows, and each
// list drawn 20 rows at a time.

const toChange = Array.from({ length: 12_345 }, (_, i) => ({
  key: `bench.w${i + 1}`,
  oldPhrase: `old ${i + 1}`,
  newPhrase: `new ${i + 1}`,
}));
const preview = {
  toAdd: [{ key: 'bench.added', phrase: 'Neu' }],
  toChange,
  unknownKeys: ['bench.nope (line 12347)'],
  malformed: [],
  unchanged: 20_000,
};

describe('ImportPreview', () => {
  it('sums the file up, problems before the rows', () => {
    renderWithMantine(<ImportPreview preview={preview} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const counts = screen.getAllByRole('definition').map((count) => count.textContent);
    expect(terms).toEqual(['New phrases', 'Changed phrases', 'Unchanged rows', 'Invalid rows']);
    expect(counts).toEqual(['1', '12,345', '20,000', '1']);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Summary', 'Unknown keys (1)', 'Rows to add (1)', 'Rows to change (12,345)']);
  });

  it('draws 20 rows of a long list and pages through the rest', async () => {
    const user = userEvent.setup();
    renderWithMantine(<ImportPreview preview={preview} />);
    const table = screen.getByRole('table', { name: 'Rows to change' });
    expect(within(table).getAllByRole('row')).toHaveLength(20);
    expect(screen.getByText('1–20 of 12,345')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Rows to change pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 618' }));
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'bench.w12341old 12341 → new 12341',
      'bench.w12342old 12342 → new 12342',
      'bench.w12343old 12343 → new 12343',
      'bench.w12344old 12344 → new 12344',
      'bench.w12345old 12345 → new 12345',
    ]);
    // One row alone needs no pages.
    expect(screen.queryByRole('navigation', { name: 'Rows to add pages' })).toBeNull();
  });
});
