import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { CategoryPages, type PageRow } from './page-rows';

// A category of hundreds of pages draws 25 rows at a time, says which, and a move from any of
// its pages reorders the whole category.

const pages: PageRow[] = Array.from({ length: 60 }, (_, i) => ({
  __typename: 'HelpPageSummary',
  id: String(i + 1),
  label: `Page ${i + 1}`,
  activeLanguages: i % 2 ? ['en'] : ['en', 'de'],
}));

function renderCategory(reorder?: (order: PageRow[]) => void) {
  renderWithMantine(
    <CategoryPages
      name="Volume"
      pages={pages}
      reorder={reorder}
      canWrite
      onEdit={jest.fn()}
      onDuplicate={jest.fn()}
      onDelete={jest.fn()}
    />,
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Volume' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td:nth-child(2)')?.textContent);

describe('CategoryPages', () => {
  it('draws the first 25 pages, then the next ones from the pager', async () => {
    const user = userEvent.setup();
    renderCategory();
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Page 1');
    expect(screen.getByText('1–25 of 60')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Volume pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(names()).toEqual(['Page 51', 'Page 52', 'Page 53', 'Page 54', 'Page 55', 'Page 56', 'Page 57', 'Page 58', 'Page 59', 'Page 60']);
    expect(screen.getByText('51–60 of 60')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Volume' })).getByRole('row', { name: /Page 52 en\b/ })).toBeVisible();
  });

  it('moves a page across the drawn rows within the whole category', async () => {
    const user = userEvent.setup();
    const reorder = jest.fn();
    renderCategory(reorder);
    await user.click(within(screen.getByRole('navigation', { name: 'Volume pages' })).getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Move Page 26 up' }));
    const order = (reorder.mock.calls[0]![0] as PageRow[]).map((p) => p.label);
    expect(order).toHaveLength(60);
    expect(order.slice(23, 27)).toEqual(['Page 24', 'Page 26', 'Page 25', 'Page 27']);
  });

  it('offers no moves without a reorder, and no pager for one page of rows', () => {
    renderWithMantine(
      <CategoryPages
        name="Short"
        pages={pages.slice(0, 3)}
        canWrite={false}
        onEdit={jest.fn()}
        onDuplicate={jest.fn()}
        onDelete={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Short pages' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplicate Page 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete Page 1' })).toBeNull();
  });
});
