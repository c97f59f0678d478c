import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifySuccess } from '../../shared/notices/notify';
import { renderWithMantine } from '../../test/render';
import { GeneralSettingsPanel, GeneralSettingsQuery, UpdateGeneralSettingsMutation } from './general-settings-panel';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

const stored = (tinyMceApiKey: string, version: string) => ({ __typename: 'GeneralSettings' as const, tinyMceApiKey, version });
const update = (tinyMceApiKey: string, baseVersion: string, result: object) => ({
  request: { query: UpdateGeneralSettingsMutation, variables: { input: { tinyMceApiKey, baseVersion } } },
  result: { data: { updateGeneralSettings: { __typename: 'UpdateGeneralSettingsPayload', ...result } } },
});
const CONFLICT = {
  __typename: 'UserError',
  field: null,
  message: 'This record changed while you were editing it.',
  code: 'CONFLICT',
  conflict: {
    __typename: 'Conflict',
    changedBy: 'developer@example.com',
    changedAt: '2026-11-27T14:02:00.000Z',
    version: 'v1:theirs',
    fields: [{ __typename: 'ConflictField', name: 'tinyMceApiKey', theirs: 'thei…-key' }],
  },
};

it("shows a colleague's change to the key with theirs and mine, keeps mine in the form, and saves it on Keep mine", async () => {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/', element: <GeneralSettingsPanel canWrite /> }]);
  renderWithMantine(
    <MockedProvider
      mocks={[
        { request: { query: GeneralSettingsQuery }, result: { data: { generalSettings: stored('old-key', 'v1:old') } } },
        update('my-key', 'v1:old', { generalSettings: null, userErrors: [CONFLICT] }),
        update('my-key', 'v1:theirs!keep', { generalSettings: stored('my-key', 'v1:mine'), userErrors: [] }),
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  const key = await screen.findByRole('textbox', { name: 'TinyMCE API Key' });
  await user.clear(key);
  await user.type(key, 'my-key');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(/^Changed by developer@example.com at \d\d:\d\d while you were editing/);
  expect(notice).toHaveTextContent('TinyMCE API Key: theirs “thei…-key”, yours “my-key”');
  expect(key).toHaveValue('my-key');

  await user.click(screen.getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('General Configuration updated successfully!'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
