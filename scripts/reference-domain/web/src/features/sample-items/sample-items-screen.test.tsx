import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifySuccess } from '../../shared/notices/notify';
import { renderWithMantine } from '../../test/render';
import { CreateSampleItemMutation } from './create-sample-item-modal';
import { SampleItemsQuery, SampleItemsScreen } from './sample-items-screen';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

// The sample items screen against the documents it sends: the list, the form's own check, the
// gateway's refusal shown on its field, and a created one joining the list.

const sampleItem = (id: string, name: string) => ({ __typename: 'SampleItem' as const, id, name });
const userError = (field: string, message: string) => ({ __typename: 'UserError' as const, field, message });

const created = (
  name: string,
  answer: { sampleItem: ReturnType<typeof sampleItem> | null; userErrors: ReturnType<typeof userError>[] },
) => ({
  request: { query: CreateSampleItemMutation, variables: { input: { name } } },
  result: { data: { createSampleItem: { __typename: 'CreateSampleItemPayload' as const, ...answer } } },
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  renderWithMantine(
    <MockedProvider
      mocks={[
        { request: { query: SampleItemsQuery }, result: { data: { sampleItems: [sampleItem('1', 'First sample item')] } } },
        ...mocks,
      ]}
    >
      <SampleItemsScreen />
    </MockedProvider>,
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Sample items' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

it('lists the sample items and adds one to the end of the list once the gateway has it', async () => {
  const user = userEvent.setup();
  renderScreen([created('Second sample item', { sampleItem: sampleItem('2', 'Second sample item'), userErrors: [] })]);
  expect(await screen.findByRole('cell', { name: 'First sample item' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add sample item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add sample item' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The name is required')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Name'), 'Second sample item');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('cell', { name: 'Second sample item' })).toBeInTheDocument();
  expect(names()).toEqual(['First sample item', 'Second sample item']);
  expect(notifySuccess).toHaveBeenCalledWith('Sample item created');
});

it("shows the gateway's refusal on the name and adds nothing", async () => {
  const user = userEvent.setup();
  const taken = 'A sample item named FIRST SAMPLE ITEM already exists.';
  renderScreen([created('FIRST SAMPLE ITEM', { sampleItem: null, userErrors: [userError('name', taken)] })]);
  await screen.findByRole('cell', { name: 'First sample item' });

  await user.click(screen.getByRole('button', { name: 'Add sample item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add sample item' });
  await user.type(within(dialog).getByLabelText('Name'), 'FIRST SAMPLE ITEM');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  // The gateway's message shows under its field, after a star.
  expect(await within(dialog).findByText(`* ${taken}`)).toBeInTheDocument();
  expect(names()).toEqual(['First sample item']);
});
