import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { renderWithMantine } from '../../test/render';
import { PullButton } from './pull-button';
import { pullOutcome } from './pull-outcome';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

it("'Get companies from REST' says what the pull changed", async () => {
  const user = userEvent.setup();
  const outcome = pullOutcome({ added: 2, updated: 1, unchanged: null, userErrors: [] });
  renderWithMantine(<PullButton label="Get companies from REST" pull={() => Promise.resolve(outcome)} />);
  await user.click(screen.getByRole('button', { name: 'Get companies from REST' }));
  await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Added: 2, updated: 1, unchanged: 0'));
  expect(notifyError).not.toHaveBeenCalled();
});

it("says the pull's first problem, or the spec's text when the gateway answered nothing", async () => {
  const user = userEvent.setup();
  const outcomes = [
    pullOutcome({ added: null, updated: null, unchanged: null, userErrors: [{ message: 'Problem with REST' }] }),
    pullOutcome(undefined),
  ];
  renderWithMantine(<PullButton label="Get markets from REST" pull={() => Promise.resolve(outcomes.shift()!)} />);
  const button = screen.getByRole('button', { name: 'Get markets from REST' });
  await user.click(button);
  await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Problem with REST'));
  await user.click(button);
  await waitFor(() => expect(notifyError).toHaveBeenLastCalledWith('Problem with WSBO'));
  expect(notifySuccess).not.toHaveBeenCalled();
});
