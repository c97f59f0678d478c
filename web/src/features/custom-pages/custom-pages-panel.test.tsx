import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifySuccess } from '../../shared/notices/notify';
import { renderWithMantine } from '../../test/render';
import { CreateCustomPageMutation, CustomPagesPanel, CustomPagesQuery } from './custom-pages-panel';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

const page = (id: string, name: string) => ({ __typename: 'CustomPage' as const, id, version: `v1:${id}`, name });

function renderPanel(extraMocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter([{ path: '/', element: <CustomPagesPanel canWrite /> }]);
  renderWithMantine(
    <MockedProvider
      mocks={[
        {
          request: { query: CustomPagesQuery },
          result: { data: { customPages: [page('3', 'promotions'), page('6', 'vip-club'), page('7', 'responsible-gaming')] } },
        },
        ...extraMocks,
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const search = async (user: ReturnType<typeof userEvent.setup>, term: string) => {
  const box = screen.getByRole('searchbox', { name: 'Search custom pages' });
  await user.clear(box);
  await user.type(box, term);
  await user.click(screen.getByRole('button', { name: 'Search' }));
};

it('searches every page by name on the page, into the address, and says when none match', async () => {
  const user = userEvent.setup();
  const router = renderPanel();
  expect(await screen.findByRole('cell', { name: 'promotions' })).toBeInTheDocument();

  await search(user, 'VIP');
  expect(await screen.findByRole('cell', { name: 'vip-club' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'promotions' })).not.toBeInTheDocument();
  expect(router.state.location.search).toContain('VIP');

  await search(user, 'casino');
  expect(await screen.findByText('No Data')).toBeInTheDocument();
});

it("keeps the form open with the gateway's refusal, and adds nothing to the list", async () => {
  const user = userEvent.setup();
  renderPanel([
    {
      request: { query: CreateCustomPageMutation, variables: { input: { name: 'promotions' } } },
      result: {
        data: {
          createCustomPage: {
            __typename: 'CreateCustomPagePayload',
            customPage: null,
            userErrors: [
              { __typename: 'UserError', field: 'name', message: 'A page with this name already exists', code: null, conflict: null },
            ],
          },
        },
      },
    },
  ]);
  await screen.findByRole('cell', { name: 'promotions' });
  await user.click(screen.getByRole('button', { name: 'Add New Page' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create page' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'promotions');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));

  expect(await within(dialog).findByText(/A page with this name already exists/)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('promotions');
  expect(notifySuccess).not.toHaveBeenCalled();
  expect(screen.getAllByRole('cell', { name: 'promotions' })).toHaveLength(1);
});
