import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifySuccess } from '../../shared/notices/notify';
import { renderWithMantine } from '../../test/render';
import { CreateHelpLinkMutation, HelpLinksPanel, HelpLinksQuery } from './help-links-panel';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

const link = (id: string, name: string, label: string) => ({ __typename: 'HelpLink' as const, id, version: `v1:${id}`, name, label });

function renderPanel(canWrite: boolean, extraMocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter([{ path: '/', element: <HelpLinksPanel canWrite={canWrite} /> }]);
  renderWithMantine(
    <MockedProvider
      mocks={[
        { request: { query: HelpLinksQuery }, result: { data: { helpLinks: [link('1', 'terms', 'Terms and Conditions')] } } },
        ...extraMocks,
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

it('a developer adds a help link: the form asks for both texts, and the new link joins the list', async () => {
  const user = userEvent.setup();
  renderPanel(true, [
    {
      request: { query: CreateHelpLinkMutation, variables: { input: { name: 'privacy', label: 'Privacy Policy' } } },
      result: {
        data: {
          createHelpLink: { __typename: 'CreateHelpLinkPayload', helpLink: link('2', 'privacy', 'Privacy Policy'), userErrors: [] },
        },
      },
    },
  ]);
  expect(await screen.findByRole('cell', { name: 'Terms and Conditions' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add help link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add help link' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('The label is required')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' privacy ');
  await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Privacy Policy');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Help link created'));
  expect(await screen.findByRole('cell', { name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Terms and Conditions' })).toBeInTheDocument();
});

it('a reader sees the links without a way to add one', async () => {
  renderPanel(false);
  expect(await screen.findByRole('cell', { name: 'terms' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add help link' })).not.toBeInTheDocument();
});
