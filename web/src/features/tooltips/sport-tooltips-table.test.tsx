import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { SportTooltipsTable } from './sport-tooltips-table';

// A sport with 324 tooltips: the table shows 10 at a time and finds any of them by phrase key.
const tooltips = Array.from({ length: 324 }, (_, i) => ({
  __typename: 'SportTooltip' as const,
  id: `58:corners_${i + 1}`,
  phraseKey: `corners_${i + 1}`,
  templateIds: [i + 1],
  selectionPositions: [1],
}));
const sport = { __typename: 'TooltipSport' as const, id: '1', sportId: '58', name: 'Football', websiteIds: [], tooltips };

function renderTable(url = '/?sport=58') {
  const router = createMemoryRouter(
    [{ path: '/', element: <SportTooltipsTable sport={sport} canWrite onEdit={() => undefined} onDelete={() => undefined} /> }],
    { initialEntries: [url] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

const phraseKeys = () =>
  within(screen.getByRole('table', { name: 'Football tooltips' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('SportTooltipsTable', () => {
  it('pages a long list 10 at a time, the page in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderTable();
    expect(phraseKeys()).toEqual(Array.from({ length: 10 }, (_, i) => `corners_${i + 1}`));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(phraseKeys()).toEqual(['corners_321', 'corners_322', 'corners_323', 'corners_324']);
    expect(router.state.location.search).toBe('?sport=58&tooltipPage=33');
  });

  it('finds a tooltip by phrase key, and says so when none matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable('/?sport=58&tooltipPage=5');
    const search = screen.getByRole('searchbox', { name: 'Search Football tooltips' });
    await user.type(search, 'corners_300');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(phraseKeys()).toEqual(['corners_300']);
    await user.clear(search);
    await user.type(search, 'offside');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });
});
