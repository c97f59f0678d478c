import { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { from, of } from 'rxjs';
import { notifyError } from '../../shared/notices/notify';
import { renderWithMantine } from '../../test/render';
import { TooltipSportsQuery } from './tooltip-sports-query';
import { WebsiteTooltipsPanel } from './website-tooltips-panel';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

function sport(n: number, websiteIds: string[] = []) {
  return { __typename: 'TooltipSport' as const, id: `t${n}`, sportId: String(n), name: `Sport ${n}`, websiteIds };
}

const sportsMock = (sports: ReturnType<typeof sport>[]): MockLink.MockedResponse => ({
  request: { query: TooltipSportsQuery },
  result: { data: { tooltipSports: sports } },
});

/**
 * Answers the sports query at once and holds the toggle until `release` is called,
 * so the test sees the pending state without depending on timing.
 */
function heldToggleLink(sports: ReturnType<typeof sport>[]) {
  let release: (outcome: { data: Record<string, unknown> } | Error) => void = () => undefined;
  const held = new Promise<{ data: Record<string, unknown> }>((resolve, reject) => {
    release = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
  });
  const link = new ApolloLink((operation) =>
    operation.operationName === 'TooltipSports' ? of({ data: { tooltipSports: sports } }) : from(held),
  );
  return { link, release: (outcome: { data: Record<string, unknown> } | Error) => release(outcome) };
}

const payload = (tooltipSport: unknown, userErrors: unknown[] = []) => ({
  data: { setWebsiteTooltipsEnabled: { __typename: 'TooltipSportPayload', tooltipSport, userErrors } },
});

function renderPanel(source: MockLink.MockedResponse[] | ApolloLink, level: 'READ' | 'WRITE' = 'WRITE', url = '/w') {
  const router = createMemoryRouter([{ path: '/w', element: <WebsiteTooltipsPanel websiteId="7" level={level} /> }], {
    initialEntries: [url],
  });
  renderWithMantine(
    <MockedProvider {...(Array.isArray(source) ? { mocks: source } : { link: source })}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('WebsiteTooltipsPanel', () => {
  beforeEach(() => jest.mocked(notifyError).mockClear());

  it('lists sports 10 per page with a switch per sport', async () => {
    const sports = Array.from({ length: 12 }, (_, i) => sport(i + 1, i === 1 ? ['7'] : []));
    renderPanel([sportsMock(sports)]);
    expect(await screen.findByRole('table', { name: 'Tooltips' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Tooltips enabled for Sport 2' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Tooltips enabled for Sport 1' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('filters by the search in the URL and says when nothing matches', async () => {
    renderPanel([sportsMock([sport(1), sport(2)])], 'WRITE', '/w?search=nothing');
    expect(await screen.findByText('No tooltips found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('keeps a new search in the URL and starts again from page 1', async () => {
    const user = userEvent.setup();
    const router = renderPanel([sportsMock(Array.from({ length: 12 }, (_, i) => sport(i + 1)))], 'WRITE', '/w?page=2');
    expect(await screen.findByRole('switch', { name: 'Tooltips enabled for Sport 11' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search tooltips'), 'Sport 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('switch', { name: 'Tooltips enabled for Sport 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=Sport+1');
  });

  it('disables the switches without write', async () => {
    renderPanel([sportsMock([sport(1)])], 'READ');
    expect(await screen.findByRole('switch', { name: 'Tooltips enabled for Sport 1' })).toBeDisabled();
  });

  it('shows the new state while pending and keeps it when the toggle succeeds', async () => {
    const user = userEvent.setup();
    const { link, release } = heldToggleLink([sport(1)]);
    renderPanel(link);
    const toggle = await screen.findByRole('switch', { name: 'Tooltips enabled for Sport 1' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    release(payload(sport(1, ['7'])));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Tooltips enabled for Sport 1' })).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Tooltips enabled for Sport 1' })).toBeChecked();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('reverts and shows the server message on userErrors', async () => {
    const user = userEvent.setup();
    const { link, release } = heldToggleLink([sport(1)]);
    renderPanel(link);
    const toggle = await screen.findByRole('switch', { name: 'Tooltips enabled for Sport 1' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    release(payload(null, [{ __typename: 'UserError', field: null, message: 'Sport tooltips not found' }]));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Sport tooltips not found'));
    expect(screen.getByRole('switch', { name: 'Tooltips enabled for Sport 1' })).not.toBeChecked();
  });

  it('reverts on a network error', async () => {
    const user = userEvent.setup();
    const { link, release } = heldToggleLink([sport(1)]);
    renderPanel(link);
    await user.click(await screen.findByRole('switch', { name: 'Tooltips enabled for Sport 1' }));
    release(new TypeError('Failed to fetch'));
    await waitFor(() => expect(notifyError).toHaveBeenCalled());
    expect(screen.getByRole('switch', { name: 'Tooltips enabled for Sport 1' })).not.toBeChecked();
  });
});
