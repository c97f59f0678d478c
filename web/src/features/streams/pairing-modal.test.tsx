import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../test/render';
import { PairingModal } from './pairing-modal';

const feed = (id: string, name: string, rating: number) => ({
  __typename: 'FeedEvent' as const,
  id,
  name,
  leagueName: 'Super Liga',
  startTime: '2026-11-25T18:00:00.000Z',
  rating,
});

const EVENT = {
  __typename: 'StreamEvent' as const,
  id: 'IMG_ARENA:58001',
  streamId: '58001',
  title: 'Red Star vs Partizan',
  subtitle: 'Super Liga',
  startTime: '2026-11-25T18:00:00.000Z',
  endTime: '2026-11-25T20:00:00.000Z',
  live: false,
  pairing: 'AUTOMATIC' as const,
  matchIndex: 0.91,
  pairedFeedEvent: feed('580010', 'Red Star - Partizan', 0.91),
  candidates: [feed('580010', 'Red Star - Partizan', 0.91), feed('580011', 'Rapid - Partizan', 0.4)],
};

function setup(canWrite = true) {
  renderWithMantine(
    <MockedProvider mocks={[]}>
      <PairingModal provider="IMG_ARENA" sportId={58} event={EVENT} canWrite={canWrite} onClose={jest.fn()} onUpdated={jest.fn()} />
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('the pairing modal', () => {
  it('titles itself after the stream and marks the initial pairing', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Update event pair for Red Star vs Partizan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pair with Red Star - Partizan (580010)' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Currently paired' })).toBeInTheDocument();
    expect(screen.getAllByText('91.00%').length).toBeGreaterThan(0);
  });

  it('enables Update only once the choice differs from the initial pairing', async () => {
    const user = setup();
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Pair with Rapid - Partizan (580011)' }));
    expect(update).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Pair with Red Star - Partizan (580010)' }));
    expect(update).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit pairing' }));
    expect(screen.getByText('The stream will be unpaired.')).toBeInTheDocument();
    expect(update).toBeEnabled();
  });

  it('chooses a candidate by a click anywhere on its row, not only on the small radio', async () => {
    const user = setup();
    await user.click(screen.getByRole('cell', { name: 'Rapid - Partizan' }));
    expect(screen.getByRole('radio', { name: 'Pair with Rapid - Partizan (580011)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('lets a reader look but not change anything', () => {
    setup(false);
    expect(screen.getByRole('radio', { name: 'Pair with Rapid - Partizan (580011)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit pairing' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('filters the candidates by the search', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Search feed events'), 'rapid');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
