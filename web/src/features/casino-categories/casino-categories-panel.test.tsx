import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { CasinoCategoriesPanel, CasinoCategoriesQuery } from './casino-categories-panel';

const category = (id: string, name: string, websiteId: string, numberOfGames: number) => ({
  __typename: 'CasinoCategory' as const,
  id,
  categoryId: id,
  name,
  websiteId,
  active: true,
  hidden: false,
  archived: false,
  numberOfGames,
});

function renderPanel() {
  const router = createMemoryRouter([{ path: '/', element: <CasinoCategoriesPanel /> }]);
  renderWithMantine(
    <MockedProvider
      mocks={[
        {
          request: { query: CasinoCategoriesQuery },
          result: {
            data: {
              casinoCategories: [
                category('101', 'Slots', '1', 411),
                category('102', 'Live Casino', '1', 80),
                category('201', 'Live Poker', '2', 12),
              ],
            },
          },
        },
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const names = () =>
  within(screen.getByRole('table', { name: 'Casino Categories' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

it("filters every website's categories by website and name, and keeps the filter in the address", async () => {
  const user = userEvent.setup();
  const router = renderPanel();
  expect(await screen.findByRole('cell', { name: 'Slots' })).toBeInTheDocument();
  expect(names()).toEqual(['Slots', 'Live Casino', 'Live Poker']);

  await user.type(screen.getByRole('searchbox', { name: 'Search casino categories' }), 'live');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('cell', { name: 'Live Poker' })).toBeInTheDocument();
  expect(names()).toEqual(['Live Casino', 'Live Poker']);

  await user.click(screen.getByRole('combobox', { name: 'Website' }));
  await user.click(await screen.findByRole('option', { name: 'Website 2', hidden: true }));
  expect(names()).toEqual(['Live Poker']);
  expect(router.state.location.search).toContain('website=2');
});

it('sorts by the number of games on the page', async () => {
  const user = userEvent.setup();
  renderPanel();
  await screen.findByRole('cell', { name: 'Slots' });
  await user.click(screen.getByRole('button', { name: /Games/ }));
  expect(names()).toEqual(['Live Poker', 'Live Casino', 'Slots']);
});
