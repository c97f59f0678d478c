import { Alert, Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import type { Role } from '../../gql/graphql';
import { FormModal } from '../../shared/forms/form-modal';
import { VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { ROLE_OPTIONS } from './user-labels';
import type { UserRow } from './users-table';
import { useUserForm } from './use-user-form';
interface UserFormModalProps {
  /** The user being edited; null to create one. */
  user: UserRow | null;
  onClose: () => void;
}

/** Add/edit user. Mount it fresh per open (key it) so the form starts from the row. */
export function UserFormModal({ user, onClose }: UserFormModalProps) {
  const { mode, form, formErrors, save, saving, notices } = useUserForm(user, onClose);
  const roleLocked = user !== null && !user.viewerCanChangeRole;

  return (
    <FormModal onClose={onClose} dirty={form.isDirty()} title={user ? 'Edit user' : 'Add user'} centered>
      <form onSubmit={form.onSubmit((values) => save(values, false))} noValidate>
        <Stack gap="md">
          {formErrors.length > 0 && (
            <Alert color="red" variant="light">
              {formErrors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <VersionedNotices {...notices} />
          <TextInput label="Email" type="email" autoComplete="off" data-autofocus {...form.getInputProps('email')} />
          {mode === 'create' && <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />}
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            disabled={roleLocked}
            description={roleLocked ? 'You cannot change the role of this account.' : undefined}
            {...form.getInputProps('role')}
            onChange={(value: string | null) => value && form.setFieldValue('role', value as Role)}
          />
          <Group justify="flex-end" gap="sm">
            {mode === 'create' && form.values.role === 'MANAGER' && (
              <Button
                variant="light"
                loading={saving}
                onClick={() => {
                  const result = form.validate();
                  if (!result.hasErrors) void save(form.getValues(), true);
                }}
              >
                Create and set permissions
              </Button>
            )}
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
