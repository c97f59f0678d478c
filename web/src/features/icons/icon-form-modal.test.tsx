import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publishLiveChange } from '../../shared/live/live-changes';
import { renderWithMantine } from '../../test/render';
import { IconFormModal } from './icon-form-modal';
import { IconForEditQuery, UpdateIconMutation } from './use-icon-form';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

// Two staff, one icon (issue 41): the modal sends the version it opened with, a colleague's save
// is refused naming who and when with what the user typed kept, and an unedited modal follows it.

const ICON = { id: '7', name: 'basketball', slugs: ['basketball'], version: 'v1:old' };
const row = (name: string, slugs: string[], version: string) => ({ __typename: 'Icon' as const, id: '7', name, slugs, version });
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
    fields: [{ __typename: 'ConflictField', name: 'name', theirs: 'basketball-a' }],
  },
};
const update = (name: string, baseVersion: string, result: object, slugs = ['basketball']) => ({
  request: { query: UpdateIconMutation, variables: { id: '7', input: { name, slugs }, baseVersion } },
  result: { data: { updateIcon: { __typename: 'IconPayload', ...result } } },
});

/** The modal in a data router (its history link reads the signed-in shell's route). */
const routed = (element: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />;

it("refuses a save over a colleague's rename, naming who, and keeps what the user typed", async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithMantine(
    <MockedProvider mocks={[update('basketball-b', 'v1:old', { icon: null, userErrors: [CONFLICT] })]}>
      {routed(<IconFormModal icon={ICON} onClose={onClose} />)}
    </MockedProvider>,
  );
  const name = await screen.findByRole('textbox', { name: 'Icon name' });
  await user.clear(name);
  await user.type(name, 'basketball-b');
  await user.click(screen.getByRole('button', { name: 'Update' }));

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(/^Changed by developer@example.com at \d\d:\d\d while you were editing/);
  expect(notice).toHaveTextContent('Icon name: theirs “basketball-a”, yours “basketball-b”');
  expect(name).toHaveValue('basketball-b');
  expect(onClose).not.toHaveBeenCalled();
});

it("merges a colleague's rename into a save of only a slug: their name is sent back as theirs, not the old one", async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithMantine(
    <MockedProvider
      mocks={[
        update('basketball', 'v1:old', { icon: null, userErrors: [CONFLICT] }, ['hoops']),
        update('basketball-a', 'v1:theirs', { icon: row('basketball-a', ['hoops'], 'v1:merged'), userErrors: [] }, ['hoops']),
      ]}
    >
      {routed(<IconFormModal icon={ICON} onClose={onClose} />)}
    </MockedProvider>,
  );
  const slug = await screen.findByRole('textbox', { name: 'Slug 1' });
  await user.clear(slug);
  await user.type(slug, 'hoops');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("follows a colleague's save while nothing was typed", async () => {
  renderWithMantine(
    <MockedProvider
      mocks={[
        {
          request: { query: IconForEditQuery, variables: { id: '7' } },
          result: { data: { icon: row('basketball-a', ['hoops'], 'v1:theirs') } },
        },
      ]}
    >
      {routed(<IconFormModal icon={ICON} onClose={jest.fn()} />)}
    </MockedProvider>,
  );
  const name = await screen.findByRole('textbox', { name: 'Icon name' });
  act(() =>
    publishLiveChange({
      area: 'icons',
      operation: 'updateIcon',
      entityType: 'Icon',
      entityId: '7',
      changedBy: 'developer@example.com',
      fields: ['name'],
      at: '2026-11-27T14:02:00.000Z',
    }),
  );
  await waitFor(() => expect(name).toHaveValue('basketball-a'));
  expect(screen.getByRole('textbox', { name: 'Slug 1' })).toHaveValue('hoops');
  expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
});
