import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publishLiveChange } from '../../shared/live/live-changes';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { renderWithMantine } from '../../test/render';
import { ConfigurationForm } from './configuration-form';
import type { LoadedSetting } from './configuration-form-state';
import { SaveWebsiteConfigurationMutation } from './configuration-setting-fragment';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

function setting(settingId: string, type: LoadedSetting['type'], label: string, value: string) {
  return {
    __typename: 'ConfigurationSetting' as const,
    id: `7:${settingId}`,
    settingId,
    websiteId: '7',
    key: label.toLowerCase(),
    label,
    description: `About ${label}`,
    sectionId: '1',
    subsectionId: null,
    type,
    typeName: type.toLowerCase(),
    value,
    defaultValue: null,
    options: [],
  };
}

const settings = [setting('10', 'STRING', 'Title', 'Old'), setting('11', 'JSON', 'Rules', '{"a":1}')];

const VERSION = 'v1:seven';
const SAVED_WEBSITE = { __typename: 'Website', id: '7', configurationVersion: 'v1:eight' };

function saveMock(values: { settingId: string; value: unknown }[], result: MockLink.MockedResponse['result'], baseVersion = VERSION) {
  return { request: { query: SaveWebsiteConfigurationMutation, variables: { input: { websiteId: '7', values, baseVersion } } }, result };
}

function renderForm(mocks: MockLink.MockedResponse[], canWrite = true, reload = () => Promise.resolve()) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <ConfigurationForm websiteId="7" languages={[]} settings={settings} canWrite={canWrite} version={VERSION} reload={reload} />,
    },
  ]);
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('ConfigurationForm', () => {
  beforeEach(() => {
    jest.mocked(notifyError).mockClear();
    jest.mocked(notifySuccess).mockClear();
  });

  it('shows label, description and editor; Submit waits for a change', async () => {
    const user = userEvent.setup();
    renderForm([]);
    expect(screen.getByText('About Title')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(submit).toBeEnabled();
  });

  it('marks broken JSON and disables Submit', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.type(screen.getByRole('textbox', { name: 'Rules' }), 'x');
    expect(screen.getByText('Invalid Json')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('disables fields and Submit without write', () => {
    renderForm([], false);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('saves the changed settings only, then is pristine again', async () => {
    const user = userEvent.setup();
    renderForm([
      saveMock([{ settingId: '10', value: 'Old!' }], {
        data: {
          saveWebsiteConfiguration: {
            __typename: 'SaveWebsiteConfigurationPayload',
            settings: [{ ...settings[0], value: 'Old!' }],
            website: SAVED_WEBSITE,
            userErrors: [],
          },
        },
      }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Configuration saved successfully'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows a server error on its field', async () => {
    const user = userEvent.setup();
    renderForm([
      saveMock([{ settingId: '10', value: 'Old!' }], {
        data: {
          saveWebsiteConfiguration: {
            __typename: 'SaveWebsiteConfigurationPayload',
            settings: [],
            website: null,
            userErrors: [{ __typename: 'UserError', field: 'values.10', message: 'Too long', code: null, conflict: null }],
          },
        },
      }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old!');
  });

  it("shows a colleague's change to the same setting, keeps the user's value, and saves it again on Keep mine", async () => {
    const user = userEvent.setup();
    const conflict = {
      __typename: 'Conflict',
      changedBy: 'developer@example.com',
      changedAt: '2026-11-27T14:02:00.000Z',
      version: 'v1:theirs',
      fields: [{ __typename: 'ConflictField', name: 'configurationSettings.10', theirs: 'Theirs' }],
    };
    renderForm([
      saveMock([{ settingId: '10', value: 'Old!' }], {
        data: {
          saveWebsiteConfiguration: {
            __typename: 'SaveWebsiteConfigurationPayload',
            settings: [],
            website: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: null,
                message: 'This record changed while you were editing it.',
                code: 'CONFLICT',
                conflict,
              },
            ],
          },
        },
      }),
      saveMock(
        [{ settingId: '10', value: 'Old!' }],
        {
          data: {
            saveWebsiteConfiguration: {
              __typename: 'SaveWebsiteConfigurationPayload',
              settings: [{ ...settings[0], value: 'Old!' }],
              website: SAVED_WEBSITE,
              userErrors: [],
            },
          },
        },
        'v1:theirs!keep',
      ),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/^Changed by developer@example.com at \d\d:\d\d while you were editing/);
    expect(notice).toHaveTextContent('Title: theirs “Theirs”, yours “Old!”');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old!');
    expect(notifySuccess).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Configuration saved successfully'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names a colleague's save heard while the user edits, and reloads quietly when nothing was typed", async () => {
    const user = userEvent.setup();
    const reload = jest.fn(() => Promise.resolve());
    renderForm([], true, reload);
    const colleagueSaved = () =>
      act(() =>
        publishLiveChange({
          area: 'website-config',
          operation: 'saveWebsiteConfiguration',
          entityType: 'WebsiteConfiguration',
          entityId: '7',
          changedBy: 'developer@example.com',
          fields: ['configurationSettings.11'],
          at: '2026-11-27T14:02:00.000Z',
        }),
      );

    colleagueSaved();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/while you were editing/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    colleagueSaved();
    expect(await screen.findByText(/^Changed by developer@example.com at \d\d:\d\d while you were editing$/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old!');

    // Take theirs: the settings are read again and the user's edit makes way for them.
    await user.click(screen.getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old'));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/while you were editing/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
