import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifySuccess } from '../../shared/notices/notify';
import { renderWithMantine } from '../../test/render';
import { UserEditScreen } from './user-edit-screen';
import { UpdateUserPermissionsMutation as SaveMutation, UserPermissionsQuery as UserQuery } from './use-permissions-form';
import { PermissionWebsitesQuery as WebsitesQuery } from './website-permissions';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));
// A user story of a dozen clicks over tables of checkboxes: past jest's 5 s on a busy machine,
// and a page of them takes longer than Testing Library's 1 s to appear there too.
jest.setTimeout(30_000);
const APPEARS = { timeout: 10_000 };

// The permission screen at an operator's volume (issue 40): 300 websites, a page at a time. A
// Manager holds write on website 150 and help read on 250, far past the first page.

const TOTAL = 300;
const site = (id: number) => ({ __typename: 'Website' as const, id: String(id), name: `Site ${id}` });
const level = (websiteId: string, value: 'READ' | 'WRITE') => ({ __typename: 'WebsitePermission' as const, websiteId, level: value });
const manager = (version: string, websites = [level('150', 'WRITE')], help = [level('250', 'READ')]) => ({
  __typename: 'User' as const,
  id: '5',
  email: 'far@example.com',
  role: 'MANAGER' as const,
  viewerCanEdit: true,
  version,
  permissions: [{ __typename: 'Permission' as const, key: 'HELP_HELP' as const, name: 'HELP.HELP', level: 'READ' as const }],
  websitePermissions: websites,
  helpPermissions: help,
});

/** A page of all websites as the server pages them (10 a page). */
const websitesPage = (page: number): MockLink.MockedResponse => ({
  request: { query: WebsitesQuery, variables: { page, pageSize: 10, search: null } },
  result: {
    data: {
      websites: {
        __typename: 'WebsitePage',
        items: Array.from({ length: 10 }, (_, i) => site((page - 1) * 10 + i + 1)),
        totalItems: TOTAL,
        pageCount: TOTAL / 10,
      },
    },
  },
});

function renderScreen(extra: MockLink.MockedResponse[]) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: UserQuery, variables: { id: '5' } }, result: { data: { user: manager('v1:before') } } },
    websitesPage(1),
    websitesPage(2),
    ...extra,
  ];
  const router = createMemoryRouter([{ path: '/home/all-users/:id', element: <UserEditScreen /> }], {
    initialEntries: ['/home/all-users/5'],
  });
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('UserEditScreen at 300 websites', () => {
  it('saves only the ticks made, on any page, and keeps them across pages', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    const router = renderScreen([
      {
        request: {
          query: SaveMutation,
          variables: (variables) => {
            sent = variables;
            return true;
          },
        },
        result: {
          data: {
            updateUserPermissions: {
              __typename: 'UpdateUserPermissionsPayload',
              user: manager('v1:after', [level('1', 'READ'), level('150', 'WRITE')], [level('12', 'WRITE'), level('250', 'READ')]),
              userErrors: [],
            },
          },
        },
      },
    ]);

    await user.click(await screen.findByRole('checkbox', { name: 'Read website Site 1' }, APPEARS));
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Write help Site 12' }, APPEARS));
    expect(router.state.location.search).toBe('?page=2');
    // Paging is not leaving: no question asked, and the tick on page 1 is still there.
    expect(screen.queryByText('Your changes will be lost, are you sure you want to continue?')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('checkbox', { name: 'Read website Site 1' }, APPEARS)).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Users permissions updated successfully.'));
    expect(sent).toEqual({
      input: {
        userId: '5',
        baseVersion: 'v1:before',
        permissions: [],
        websitePermissions: [{ websiteId: '1', level: 'READ' }],
        helpPermissions: [{ websiteId: '12', level: 'WRITE' }],
      },
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('lists the websites the user has a level on, wherever they are, and names one that is gone', async () => {
    const user = userEvent.setup();
    renderScreen([
      {
        request: { query: WebsitesQuery, variables: { page: 1, pageSize: 10, ids: ['150', '250'] } },
        result: { data: { websites: { __typename: 'WebsitePage', items: [site(150)], totalItems: 1, pageCount: 1 } } },
      },
    ]);

    await user.click(await screen.findByRole('radio', { name: 'With access (2)' }, APPEARS));
    expect(await screen.findByRole('checkbox', { name: 'Write website Site 150' }, APPEARS)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Read help Website 250 (not found)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Read help Site 150' })).not.toBeChecked();
    expect(screen.getByText('2 websites with a level')).toBeInTheDocument();
  });
});
