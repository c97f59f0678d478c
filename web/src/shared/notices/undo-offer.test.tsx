import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithMantine } from '../../test/render';
import { notifyError, notifySuccess } from './notify';
import { collectUndoOffers, offerUndo, setUndoRunner } from './undo-offer';

// The notice after a write carries Undo on exactly the entries the write's answer named (issue 43).

// Mantine's notification container does not run under jsdom: each notice's content is rendered alone.
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn(), hide: jest.fn() } }));
const show = notifications.show as jest.Mock;

/** The notice shown with `text`, rendered: its content (message, Undo, Hide). */
function notice(text: string) {
  const shown = show.mock.calls.map(([options]) => options as { message: ReactElement; autoClose: number });
  const found = shown.find((options) => JSON.stringify(options.message.props).includes(text));
  if (!found) throw new Error(`no notice "${text}"`);
  const { container } = renderWithMantine(found.message);
  return { content: within(container), autoClose: found.autoClose };
}

describe('Undo in the notice after a write', () => {
  const runner = jest.fn();
  beforeEach(() => {
    runner.mockReset();
    show.mockReset();
    setUndoRunner(runner);
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers Undo for 10 s on the entries the save named, and runs it on exactly those', async () => {
    offerUndo(['entry-a']);
    notifySuccess('Website Updated!');
    const { content, autoClose } = notice('Website Updated!');
    expect(autoClose).toBe(10000);
    await userEvent.setup().click(content.getByRole('button', { name: 'Undo' }));
    expect(runner).toHaveBeenCalledWith(['entry-a']);
  });

  it('gathers the entries of the writes one action made, and leaves none to the next notice', async () => {
    offerUndo(['row-1']);
    offerUndo(['row-2']);
    notifySuccess('2 words deleted');
    notifySuccess('Copied');
    expect(notice('Copied').content.queryByRole('button', { name: 'Undo' })).toBeNull();
    await userEvent.setup().click(notice('2 words deleted').content.getByRole('button', { name: 'Undo' }));
    expect(runner).toHaveBeenCalledWith(['row-1', 'row-2']);
  });

  it('offers every row of a bulk action at once, however far apart its writes answered', async () => {
    const now = Date.now();
    await collectUndoOffers(async () => {
      offerUndo(['row-1']);
      // A slow second row (past the offer's 5 s), and a notice of something else meanwhile.
      jest.spyOn(Date, 'now').mockReturnValue(now + 8_000);
      notifySuccess('Copied');
      offerUndo(['row-2']);
    });
    notifySuccess('2 words deleted');
    expect(notice('Copied').content.queryByRole('button', { name: 'Undo' })).toBeNull();
    await userEvent.setup().click(notice('2 words deleted').content.getByRole('button', { name: 'Undo' }));
    expect(runner).toHaveBeenCalledWith(['row-1', 'row-2']);
  });

  it('offers nothing after a write that named no entry, after an error, or once the offer went stale', () => {
    notifySuccess('Saved without Activity');
    offerUndo(['refused']);
    notifyError('Something failed');
    notifySuccess('After the error');
    const now = Date.now();
    offerUndo(['quiet-autosave']);
    jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    notifySuccess('Much later');
    for (const text of ['Saved without Activity', 'After the error', 'Much later']) {
      expect(notice(text).content.queryByRole('button', { name: 'Undo' })).toBeNull();
    }
    expect(screen.queryAllByRole('button', { name: 'Undo' })).toEqual([]);
  });
});
