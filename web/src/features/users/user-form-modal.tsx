import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { Role } from '../../gql/graphql';
import { readableError } from '../../shared/error-message';
import { FormModal } from '../../shared/form-modal';
import { notifySuccess } from '../../shared/notify';
import { splitUserErrors, type UserError } from '../../shared/user-errors';
import { userEditPath } from './urls';
import { USER_FORM_FIELDS, userFormSchema, type UserFormValues } from './user-form-schema';
import { ROLE_OPTIONS } from './user-labels';
import type { UserRow } from './users-table';
import { refreshRootField } from '../../shared/cache-updates';

const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        ...UserRow_user
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

// Returns the row fragment so the normalised cache updates the list in place.
const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        ...UserRow_user
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

interface UserFormModalProps {
  /** The user being edited; null to create one. */
  user: UserRow | null;
  onClose: () => void;
}

/** Add/edit user. Mount it fresh per open (key it) so the form starts from the row. */
export function UserFormModal({ user, onClose }: UserFormModalProps) {
  const navigate = useNavigate();
  const mode = user ? 'edit' : 'create';
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [createUser, creating] = useMutation(CreateUserMutation, {
    update: (cache, { data }) => data?.createUser.user && refreshRootField(cache, 'users'),
  });
  const [updateUser, updating] = useMutation(UpdateUserMutation);
  const form = useForm<UserFormValues>({
    initialValues: { email: user?.email ?? '', password: '', role: user?.role ?? 'MANAGER' },
    validate: schemaResolver(userFormSchema(mode), { sync: true }),
  });

  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(errors, USER_FORM_FIELDS);
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  const save = async (values: UserFormValues, thenSetPermissions: boolean) => {
    setFormErrors([]);
    const email = values.email.trim();
    try {
      if (user) {
        const { data } = await updateUser({ variables: { input: { id: user.id, email, role: values.role } } });
        const payload = data?.updateUser;
        if (!payload || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
        notifySuccess('User Updated!');
        onClose();
        return;
      }
      const { data } = await createUser({ variables: { input: { email, password: values.password, role: values.role } } });
      const payload = data?.createUser;
      if (!payload?.user || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
      notifySuccess('User Created!');
      onClose();
      if (thenSetPermissions) void navigate(userEditPath(payload.user.id));
    } catch (error) {
      // Outage or refusal: keep what was typed and say why.
      setFormErrors([readableError(error)]);
    }
  };

  const saving = creating.loading || updating.loading;
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
