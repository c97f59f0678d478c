import { useMutation, useQuery } from '@apollo/client/react';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { notifySuccess } from '../../shared/notices/notify';
import { conflictOf, mergeFlatConflict, splitUserErrors, type UserError } from '../../shared/forms/user-errors';
import { useEditBase } from '../../shared/live/live-changes';
import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';
import { userEditPath } from './urls';
import { USER_FORM_FIELDS, userFormSchema, type UserFormValues } from './user-form-schema';
import type { UserRow } from './users-table';
import { refreshRootField } from '../../shared/cache/cache-updates';

// The add/edit user modal's state and save, on the edit-form primitive (issue 41): the version
// read when it opens goes with the save; what only a colleague changed is taken in and the save
// goes again, what both changed is the user's to decide; an unedited modal follows their save.

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

const FIELD_LABELS: Record<string, string> = { email: 'Email', role: 'Role' };

export function useUserForm(user: UserRow | null, onClose: () => void) {
  const navigate = useNavigate();
  const mode = user ? 'edit' : 'create';
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [createUser, creating] = useMutation(CreateUserMutation, {
    update: (cache, { data }) => data?.createUser.user && refreshRootField(cache, 'users'),
  });
  const [updateUser, updating] = useMutation(UpdateUserMutation);
  // Read when the modal opens (not from the list, whose rows carry no version): the edit's base.
  const base = useQuery(UserEditBaseQuery, { variables: { id: user?.id ?? '' }, skip: !user, fetchPolicy: 'network-only' });
  // The values the edit is based on, for the three-way merge.
  const [loaded, setLoaded] = useEditBase(base.data?.user);
  const form = useForm<UserFormValues>({
    initialValues: { email: user?.email ?? '', password: '', role: user?.role ?? 'MANAGER' },
    validate: schemaResolver(userFormSchema(mode), { sync: true }),
  });
  /**
   * The record as it is now, into the form and as the new base. `quietly`: a colleague's save
   * heard while nothing was typed, which makes way if the user starts typing before it is read.
   */
  const takeTheirs = (quietly = false) =>
    void base.refetch().then(({ data }) => {
      if (!data?.user || (quietly && form.isDirty())) return;
      setLoaded(data.user);
      const theirs = { ...form.getValues(), email: data.user.email, role: data.user.role };
      form.setValues(theirs);
      form.resetDirty(theirs);
      edit.basedOn(data.user.version);
    });
  const edit = useVersionedEdit({
    entityType: 'User',
    entityId: user?.id,
    loaded: base.data?.user?.version,
    isDirty: () => form.isDirty(),
    whenClean: () => takeTheirs(true),
    editing: user?.viewerCanEdit ?? true,
  });

  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(errors, USER_FORM_FIELDS);
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  const update = async (id: string, values: UserFormValues, overBase?: string): Promise<void> => {
    const email = values.email.trim();
    const baseVersion = overBase ?? edit.baseVersion;
    const { data } = await updateUser({ variables: { input: { id, email, role: values.role, baseVersion } } });
    const payload = data?.updateUser;
    const refused = payload ? conflictOf(payload.userErrors) : null;
    if (refused) {
      const { merged, decide } = mergeFlatConflict(refused, loaded ?? undefined, { ...values, email });
      form.setValues(merged);
      return decide.length === 0 ? update(id, merged, refused.version) : edit.decide({ ...refused, fields: decide });
    }
    if (!payload || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
    notifySuccess('User Updated!');
    onClose();
  };

  const create = async (values: UserFormValues, thenSetPermissions: boolean) => {
    const input = { email: values.email.trim(), password: values.password, role: values.role };
    const { data } = await createUser({ variables: { input } });
    const payload = data?.createUser;
    if (!payload?.user || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
    notifySuccess('User Created!');
    onClose();
    if (thenSetPermissions) void navigate(userEditPath(payload.user.id));
  };

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const save = async (values: UserFormValues, thenSetPermissions: boolean, overBase?: string) => {
    setFormErrors([]);
    edit.clear();
    try {
      await (user ? update(user.id, values, overBase) : create(values, thenSetPermissions));
    } catch (error) {
      // Outage or refusal: keep what was typed and say why.
      setFormErrors([readableError(error)]);
    }
  };

  const notices = {
    edit,
    labelOf: (field: string) => FIELD_LABELS[field] ?? null,
    yoursOf: (field: string) => (field === 'email' || field === 'role' ? form.values[field] : null),
    keeping: updating.loading,
    onTakeTheirs: () => takeTheirs(),
    onKeepMine: (over: string) => void save(form.getValues(), false, over),
  };
  return { mode, form, formErrors, save, saving: creating.loading || updating.loading, notices };
}
