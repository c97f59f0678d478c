import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithMantine } from '../../test/render';
import { BetshopOptionsQuery as Query, BetshopPicker } from './betshop-picker';

const answer = (search: string | null, names: [string, string][], totalItems: number) => ({
  request: { query: Query, variables: { search } },
  result: {
    data: {
      betshopOptions: {
        __typename: 'BetshopPage' as const,
        items: names.map(([id, name]) => ({ __typename: 'Betshop' as const, id, name })),
        totalItems,
      },
    },
  },
});

function Harness({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('1');
  return (
    <BetshopPicker
      value={value}
      current={{ id: '1', name: 'Star Bet London' }}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('BetshopPicker', () => {
  it('searches on the server, says when it shows only the first matches, and picks one', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithMantine(
      <MockedProvider
        mocks={[
          answer(null, [['1', 'Star Bet London']], 305),
          answer(
            'lucky',
            [
              ['2', 'Lucky Play Belgrade'],
              ['7', 'Lucky Seven'],
            ],
            40,
          ),
          answer('nowhere', [], 0),
        ]}
      >
        <Harness onChange={onChange} />
      </MockedProvider>,
    );
    const picker = screen.getByRole('combobox', { name: 'Betshop id' });
    // The saved betshop shows by its name before any search.
    expect(picker).toHaveValue('Star Bet London (1)');
    expect(await screen.findByText('Showing 1 of 305 betshops: type to narrow')).toBeInTheDocument();

    await user.clear(picker);
    await user.type(picker, 'lucky');
    expect(await screen.findByText('Showing 2 of 40 betshops: type to narrow')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Lucky Seven (7)', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith('7');
    expect(picker).toHaveValue('Lucky Seven (7)');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithMantine(
      <MockedProvider mocks={[answer(null, [['1', 'Star Bet London']], 1), answer('nowhere', [], 0)]}>
        <Harness onChange={() => undefined} />
      </MockedProvider>,
    );
    const picker = screen.getByRole('combobox', { name: 'Betshop id' });
    await user.clear(picker);
    await user.type(picker, 'nowhere');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByText('0 matches')).toBeInTheDocument();
  });
});
