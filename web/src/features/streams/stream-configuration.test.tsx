import { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { from, of } from 'rxjs';
import { publishLiveChange } from '../../shared/live/live-changes';
import { renderWithMantine } from '../../test/render';
import { StreamConfigurationPanel } from './stream-configuration';

// A colleague's save heard while the form is untouched opens it again on their configuration; a
// user who starts typing while that configuration is read keeps what they typed.

const configuration = (imgArenaSimilarity: number, version: string) => ({
  data: {
    streamConfiguration: {
      __typename: 'StreamConfiguration',
      imgArenaSimilarity,
      infrontSimilarity: 70,
      websites: [],
      version,
    },
  },
});

/** The first read answers at once; the reload waits until the test releases it. */
function heldReloadLink() {
  let resolveReload: (answer: ReturnType<typeof configuration>) => void = () => undefined;
  const reloaded = new Promise<ReturnType<typeof configuration>>((resolve) => {
    resolveReload = resolve;
  });
  // Answers the reload and lets what follows its answer (the cache write, the screen's reaction) run.
  const release = () =>
    act(async () => {
      resolveReload(configuration(60, 'v2'));
      await reloaded;
      await new Promise((next) => setTimeout(next, 0));
    });
  let reads = 0;
  const link = new ApolloLink(() => {
    reads += 1;
    return reads === 1 ? of(configuration(80, 'v1')) : from(reloaded);
  });
  return { link, release, reads: () => reads };
}

const colleagueSaved = () =>
  act(() =>
    publishLiveChange({
      area: 'streams',
      operation: 'saveStreamConfiguration',
      entityType: 'StreamConfiguration',
      entityId: 'streams',
      changedBy: 'manager@example.com',
      fields: ['imgArenaSimilarity'],
      at: '2026-11-28T23:00:00.000Z',
    }),
  );

function renderPanel(link: ApolloLink) {
  // A data router: the form asks before leaving with unsaved changes.
  const router = createMemoryRouter([{ path: '/', element: <StreamConfigurationPanel canWrite /> }]);
  renderWithMantine(
    <MockedProvider link={link}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('StreamConfigurationPanel', () => {
  it("opens again on a colleague's configuration while nothing is typed", async () => {
    const held = heldReloadLink();
    renderPanel(held.link);
    const img = await screen.findByRole('textbox', { name: 'Img Arena names similarity percentage' });
    expect(img).toHaveValue('80');
    colleagueSaved();
    await waitFor(() => expect(held.reads()).toBe(2));
    await held.release();
    expect(await screen.findByDisplayValue('60')).toBeInTheDocument();
  });

  it('keeps what the user typed while the reload was read', async () => {
    const user = userEvent.setup();
    const held = heldReloadLink();
    renderPanel(held.link);
    const img = await screen.findByRole('textbox', { name: 'Img Arena names similarity percentage' });
    colleagueSaved();
    await waitFor(() => expect(held.reads()).toBe(2));
    await user.clear(img);
    await user.type(img, '45');
    await held.release();
    // The reload's answer is in, and the form was not opened again under the user's hands.
    expect(screen.getByRole('textbox', { name: 'Img Arena names similarity percentage' })).toHaveValue('45');
    expect(screen.queryByDisplayValue('60')).not.toBeInTheDocument();
  });
});
