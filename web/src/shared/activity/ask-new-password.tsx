import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';

// A restored user needs a new password (theirs is never stored): the notice's Undo asks for it as
// the Activity screen's Restore does, before anything is written.

function NewPasswordForm({ loses, onDone }: { loses: string | null; onDone: (password: string | null) => void }) {
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onDone(password);
      }}
    >
      <Stack gap="md">
        {loses && (
          <Alert color="yellow" title="What cannot come back">
            {loses}
          </Alert>
        )}
        <PasswordInput label="New password" required data-autofocus value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!password}>
            Restore
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The new password for the restored user `label`, or null when the person cancels. */
export function askNewPassword(label: string | null, loses: string | null): Promise<string | null> {
  return new Promise((resolve) => {
    let answered = false;
    const id = modals.open({
      title: label ? `Restore ${label}` : 'Restore this user',
      centered: true,
      onClose: () => {
        if (!answered) resolve(null);
      },
      children: (
        <NewPasswordForm
          loses={loses}
          onDone={(password) => {
            answered = true;
            modals.close(id);
            resolve(password);
          }}
        />
      ),
    });
  });
}
