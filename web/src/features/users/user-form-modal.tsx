import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { Role } from '../../gql/graphql';
import { readableError } from '../../shared/error-message';
import { FormModal } from '../../shared/form-modal';
import { notifySuccess } from '../../shared/notify';
import { conflictOf, mergeFlatConflict, splitUserErrors, type Conflict, type UserError } from '../../shared/user-errors';
import { ConflictNotice, LiveChangeNotice } from '../../shared/conflict-notice';
import { useEditBase, useEntityChanged, type LiveChange } from '../../shared/live-changes';
import { userEditPath } from './urls';
import { USER_FORM_FIELDS, userFormSchema, type UserFormValues } from './user-form-schema';
import { ROLE_OPTIONS } from './user-labels';
import type { UserRow } from './users-table';
import { refreshRootField } from '../../shared/cache-updates';
import { PresenceNote } from '../../shared/presence';

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

// The user as this edit starts from: its version goes with the save, so a save over someone
// else's change is refused (CONFLICT) instead of silently overwriting it.
const UserEditBaseQuery = graphql(`
  query UserEditBase($id: ID!) {
    user(id: $id) {
      id
      email
      role
      version
    }
  }
`);

// Returns the row fragment so the normalised cache updates the list in place.
const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        ...UserRow_user
        version
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
  // Read when the modal opens (not from the list, whose rows carry no version): the edit's base.
  const base = useQuery(UserEditBaseQuery, { variables: { id: user?.id ?? '' }, skip: !user, fetchPolicy: 'network-only' });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [loaded, setLoaded] = useEditBase(base.data?.user);
  const [heard, setHeard] = useState<LiveChange | null>(null);
  // A colleague's change heard while this form has unsaved edits: said now, checked at save.
  useEntityChanged('User', user?.id, (change) => form.isDirty() && setHeard(change));
  const form = useForm<UserFormValues>({
    initialValues: { email: user?.email ?? '', password: '', role: user?.role ?? 'MANAGER' },
    validate: schemaResolver(userFormSchema(mode), { sync: true }),
  });

  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(errors, USER_FORM_FIELDS);
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  /** The record as it is now, into the form and as the new base. */
  const takeTheirs = () => {
    setConflict(null);
    setHeard(null);
    void base.refetch().then(({ data }) => {
      if (!data?.user) return;
      setLoaded(data.user);
      const theirs = { ...form.getValues(), email: data.user.email, role: data.user.role };
      form.setValues(theirs);
      form.resetDirty(theirs);
    });
  };

  const save = async (values: UserFormValues, thenSetPermissions: boolean, overBase?: string) => {
    setFormErrors([]);
    setConflict(null);
    setHeard(null);
    const email = values.email.trim();
    try {
      if (user) {
        const baseVersion = overBase ?? loaded?.version ?? null;
        const { data } = await updateUser({ variables: { input: { id: user.id, email, role: values.role, baseVersion } } });
        const payload = data?.updateUser;
        const refused = payload ? conflictOf(payload.userErrors) : null;
        if (refused) {
          // What only they changed is taken and the save goes again; what both changed
          // differently waits for the user, with what they typed kept in the form.
          const { merged, decide } = mergeFlatConflict(refused, loaded ?? undefined, { ...values, email });
          form.setValues(merged);
          if (decide.length === 0) return save(merged, thenSetPermissions, refused.version);
          return setConflict({ ...refused, fields: decide });
        }
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
          <PresenceNote resource={user ? `User:${user.id}` : null} />
          {heard && !conflict && <LiveChangeNotice change={heard} onTakeTheirs={takeTheirs} />}
          {conflict && (
            <ConflictNotice
              conflict={conflict}
              labelOf={(field) => ({ email: 'Email', role: 'Role' })[field] ?? null}
              yoursOf={(field) => (field === 'email' || field === 'role' ? form.values[field] : null)}
              keeping={updating.loading}
              onTakeTheirs={takeTheirs}
              onKeepMine={(base) => void save(form.getValues(), false, base)}
            />
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
