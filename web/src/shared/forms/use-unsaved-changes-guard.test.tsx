import { Checkbox } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { UnsavedChangesModal } from './unsaved-changes-modal';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const MESSAGE = 'Your changes will be lost, are you sure you want to continue?';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <h1>Editor</h1>
      <Checkbox label="Changed" checked={dirty} onChange={(e) => setDirty(e.currentTarget.checked)} />
      <Link to="/list">Back to list</Link>
      <UnsavedChangesModal guard={guard} />
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/list', element: <h1>List</h1> },
    ],
    { initialEntries: ['/list', '/edit'], initialIndex: 1 },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

describe('useUnsavedChangesGuard', () => {
  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('asks before an in-app navigation; Close stays on the page', async () => {
    const user = userEvent.setup();
    const router = renderEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Changed' }));
    await user.click(screen.getByRole('link', { name: 'Back to list' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
  });

  it('Accept leaves the page', async () => {
    const user = userEvent.setup();
    const router = renderEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Changed' }));
    await user.click(screen.getByRole('link', { name: 'Back to list' }));

    await screen.findByText(MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('also asks on the browser back button', async () => {
    const user = userEvent.setup();
    const router = renderEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Changed' }));
    await act(() => router.navigate(-1));

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('warns on reload or close while dirty', async () => {
    const user = userEvent.setup();
    renderEditor();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Changed' }));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
