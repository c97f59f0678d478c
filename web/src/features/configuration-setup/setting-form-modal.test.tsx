import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../test/render';
import { DefinitionQuery as STORED, SettingFormModal, UpdateDefinitionMutation as UPDATE } from './setting-form-modal';

// Two staff on one setting definition (issue 28): a save over a colleague's change says whose and
// which field, keeps what was typed, and Take theirs opens the form again on what is stored.

const definition = (label: string, version: string) => ({
  __typename: 'ConfigurationDefinition' as const,
  id: '7',
  key: 'site.title',
  sectionId: '1',
  subsectionId: null,
  typeName: 'string',
  label,
  description: null,
  defaultValue: null,
  values: null,
  version,
});
const input = {
  key: 'site.title',
  sectionId: '1',
  subsectionId: null,
  typeName: 'string',
  label: 'My label',
  description: '',
  defaultValue: '',
  values: '',
};
const conflict = {
  __typename: 'Conflict' as const,
  changedBy: 'developer@example.com',
  changedAt: new Date().toISOString(),
  version: 'v1:theirs',
  fields: [{ __typename: 'ConflictField' as const, name: 'label', theirs: 'Their label' }],
};

it('shows a colleague’s label beside the typed one, and Take theirs opens the form on theirs', async () => {
  renderWithMantine(
    <MockedProvider
      mocks={[
        {
          request: { query: UPDATE, variables: { id: '7', input, baseVersion: 'v1:base' } },
          result: {
            data: {
              updateConfigurationDefinition: {
                __typename: 'ConfigurationDefinitionPayload',
                definition: null,
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
          },
        },
        {
          request: { query: STORED, variables: { id: '7' } },
          result: { data: { configurationDefinition: definition('Their label', 'v1:theirs') } },
        },
      ]}
    >
      <SettingFormModal definition={definition('Site title', 'v1:base')} onClose={jest.fn()} />
    </MockedProvider>,
  );
  const user = userEvent.setup();
  await user.clear(screen.getByRole('textbox', { name: 'Label' }));
  await user.type(screen.getByRole('textbox', { name: 'Label' }), 'My label');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(/Changed by developer@example.com at \d\d:\d\d while you were editing/);
  expect(notice).toHaveTextContent('Label: theirs “Their label”, yours “My label”');
  expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('My label');

  await user.click(screen.getByRole('button', { name: 'Take theirs' }));
  expect(await screen.findByDisplayValue('Their label')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
