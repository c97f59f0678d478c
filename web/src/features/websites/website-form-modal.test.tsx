import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publishLiveChange } from '../../shared/live/live-changes';
import { renderWithMantine } from '../../test/render';
import { BetshopOptionsQuery } from './betshop-picker';
import { UpdateWebsiteMutation, WebsiteEditBaseQuery } from './use-website-form';
import { WebsiteFormModal } from './website-form-modal';
import type { WebsiteRow } from './websites-table';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

// Two staff, one website (issue 41): the modal sends the version it read when it opened, takes in
// what only a colleague changed, names what both changed, and follows their save when untouched.

const WEBSITE: WebsiteRow = {
  __typename: 'Website',
  id: '3',
  name: 'Golden Goal',
  url: 'https://golden.example',
  betshopId: '11',
  betshop: { __typename: 'Betshop', id: '11', name: 'Shop 11' },
  viewerCanWrite: true,
  roleIsManager: false,
};
const stored = (name: string, url: string, version: string) => ({
  __typename: 'Website' as const,
  id: '3',
  name,
  url,
  betshopId: '11',
  version,
});
const base = (name: string, url: string, version: string) => ({
  request: { query: WebsiteEditBaseQuery, variables: { id: '3' } },
  result: { data: { website: stored(name, url, version) } },
});
const conflictOn = (field: string, theirs: string) => ({
  __typename: 'UserError',
  field: null,
  message: 'This record changed while you were editing it.',
  code: 'CONFLICT',
  conflict: {
    __typename: 'Conflict',
    changedBy: 'developer@example.com',
    changedAt: '2026-11-27T14:02:00.000Z',
    version: 'v1:theirs',
    fields: [{ __typename: 'ConflictField', name: field, theirs }],
  },
});
const update = (name: string, url: string, baseVersion: string, result: object) => ({
  request: { query: UpdateWebsiteMutation, variables: { input: { id: '3', name, url, betshopId: '11', baseVersion } } },
  result: { data: { updateWebsite: { __typename: 'UpdateWebsitePayload', ...result } } },
});
const saved = (name: string, url: string) => ({ website: { ...WEBSITE, name, url }, userErrors: [] });

// The betshop picker's first page (unchanged here).
const betshops = {
  request: { query: BetshopOptionsQuery, variables: { search: null } },
  result: { data: { betshopOptions: { __typename: 'BetshopPage', items: [WEBSITE.betshop], totalItems: 1 } } },
};

/** The modal in a data router (the create-and-set-permissions path navigates). */
const routed = (element: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />;

function renderModal(mocks: MockLink.MockedResponse[], onClose = jest.fn(), cache = new InMemoryCache()) {
  renderWithMantine(
    <MockedProvider cache={cache} mocks={[base('Golden Goal', 'https://golden.example', 'v1:old'), betshops, ...mocks]}>
      {routed(<WebsiteFormModal website={WEBSITE} onClose={onClose} onCreated={jest.fn()} />)}
    </MockedProvider>,
  );
  return onClose;
}

it("takes in a colleague's new url when the user changed only the name, and saves both on their version", async () => {
  const user = userEvent.setup();
  const onClose = renderModal([
    update('Golden Goal 2', 'https://golden.example', 'v1:old', {
      website: null,
      userErrors: [conflictOn('url', 'https://theirs.example')],
    }),
    update('Golden Goal 2', 'https://theirs.example', 'v1:theirs', saved('Golden Goal 2', 'https://theirs.example')),
  ]);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.type(name, ' 2');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('names a colleague who changed the same field, keeps what was typed, and saves over them on Keep mine', async () => {
  const user = userEvent.setup();
  const onClose = renderModal([
    update('Mine', 'https://golden.example', 'v1:old', { website: null, userErrors: [conflictOn('name', 'Theirs')] }),
    update('Mine', 'https://golden.example', 'v1:theirs!keep', saved('Mine', 'https://golden.example')),
  ]);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Mine');
  await user.click(screen.getByRole('button', { name: 'Update' }));

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(/^Changed by developer@example.com at \d\d:\d\d while you were editing/);
  expect(notice).toHaveTextContent('Name: theirs “Theirs”, yours “Mine”');
  expect(name).toHaveValue('Mine');
  expect(onClose).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

it("follows a colleague's save while nothing was typed", async () => {
  const cache = new InMemoryCache();
  renderModal([base('Golden Goal (renamed)', 'https://golden.example', 'v1:theirs')], jest.fn(), cache);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  // The colleague saves once the modal has read the version its edit is based on (Update is
  // enabled before: the row's values fill the form at once).
  await waitFor(() => expect(cache.extract()['Website:3']).toMatchObject({ version: 'v1:old' }));
  act(() =>
    publishLiveChange({
      area: 'websites',
      operation: 'updateWebsite',
      entityType: 'Website',
      entityId: '3',
      changedBy: 'developer@example.com',
      fields: ['name'],
      at: '2026-11-27T14:02:00.000Z',
    }),
  );
  await waitFor(() => expect(name).toHaveValue('Golden Goal (renamed)'));
  expect(screen.queryByText(/while you were editing/)).not.toBeInTheDocument();
});
