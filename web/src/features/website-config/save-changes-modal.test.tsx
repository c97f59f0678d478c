import { Checkbox } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { renderWithMantine } from '../../test/render';
import { SAVE_CHANGES_MESSAGE, SAVE_CHANGES_TITLE, SaveChangesModal } from './save-changes-modal';

function Editor({ saveSucceeds }: { saveSucceeds: boolean }) {
  const [dirty, setDirty] = useState(false);
  const [saves, setSaves] = useState(0);
  const guard = useUnsavedChangesGuard(dirty);
  const save = async () => {
    setSaves((n) => n + 1);
    if (saveSucceeds) setDirty(false);
    return saveSucceeds;
  };
  return (
    <>
      <h1>Editor</h1>
      <p>Saves: {saves}</p>
      <Checkbox label="Changed" checked={dirty} onChange={(e) => setDirty(e.currentTarget.checked)} />
      <Link to="/edit?subsection=2">Other subsection</Link>
      <SaveChangesModal guard={guard} onSave={save} />
    </>
  );
}

function renderEditor(saveSucceeds = true) {
  const router = createMemoryRouter([{ path: '/edit', element: <Editor saveSucceeds={saveSucceeds} /> }], {
    initialEntries: ['/edit?subsection=1'],
  });
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

async function changeThenNavigate() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'Changed' }));
  await user.click(screen.getByRole('link', { name: 'Other subsection' }));
  const dialog = await screen.findByRole('dialog', { name: SAVE_CHANGES_TITLE });
  expect(dialog).toHaveTextContent(SAVE_CHANGES_MESSAGE);
  return user;
}

describe('SaveChangesModal with the unsaved-changes guard', () => {
  it('does not ask when nothing changed', async () => {
    const user = userEvent.setup();
    const router = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Other subsection' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subsection=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('No drops the changes and goes on without saving', async () => {
    const router = renderEditor();
    const user = await changeThenNavigate();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subsection=2'));
    expect(screen.getByText('Saves: 0')).toBeInTheDocument();
  });

  it('Yes saves, then goes on', async () => {
    const router = renderEditor(true);
    const user = await changeThenNavigate();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subsection=2'));
    expect(screen.getByText('Saves: 1')).toBeInTheDocument();
  });

  it('Yes stays on the page when the save fails', async () => {
    const router = renderEditor(false);
    const user = await changeThenNavigate();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?subsection=1');
    expect(screen.getByText('Saves: 1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Changed' })).toBeChecked();
  });
});
