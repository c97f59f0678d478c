import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useReducer, useRef } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';
import { conflictOf, splitConflict } from '../../shared/forms/user-errors';
import {
  adoptLevels,
  conflictRowOf,
  EMPTY_MATRIX,
  isDirty,
  matrixChanges,
  matrixEditorReducer,
  matrixFromUser,
  type MatrixEditorState,
  type PermissionMatrix,
} from './permission-matrix';
import { WebsiteNameFragment } from './website-permissions';

// The permission matrix's state and save, on the edit-form primitive (issue 41): the version the
// ticks are based on goes with the save, which sends only the levels the user changed (websites
// past the first page keep theirs); a level only a colleague changed is taken in and the save
// goes again, one both changed is the user's to decide; an untouched matrix follows their save.

export const UserPermissionsQuery = graphql(`
  query UserPermissions($id: ID!) {
    user(id: $id) {
      id
      email
      role
      viewerCanEdit
      version
      ...UserPermissions_user
    }
  }
`);

export const UserPermissionsFragment = graphql(`
  fragment UserPermissions_user on User {
    id
    permissions {
      key
      name
      level
    }
    websitePermissions {
      websiteId
      level
    }
    helpPermissions {
      websiteId
      level
    }
  }
`);

export const UpdateUserPermissionsMutation = graphql(`
  mutation UpdateUserPermissions($input: UserPermissionChangesInput!) {
    updateUserPermissions(input: $input) {
      user {
        id
        version
        ...UserPermissions_user
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export function usePermissionsForm(id: string) {
  // Fresh from the server: permissions are edited from what is stored now. A
  // malformed upstream JSON comes back as null plus a field error: keep the data.
  const query = useQuery(UserPermissionsQuery, { variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const [mutate, saving] = useMutation(UpdateUserPermissionsMutation);
  const [editor, dispatch] = useReducer(matrixEditorReducer, { saved: EMPTY_MATRIX, current: EMPTY_MATRIX });
  const dirty = isDirty(editor);
  // Paging and searching the websites (in the URL) keeps the ticks: only leaving the screen asks.
  const guard = useUnsavedChangesGuard(dirty, { searchKeepsEdits: true });
  const cache = useApolloClient().cache;
  // A conflict names a website as the website list read it into the cache.
  const websiteName = (websiteId: string) =>
    cache.readFragment({ id: cache.identify({ __typename: 'Website', id: websiteId }), fragment: WebsiteNameFragment })?.name ?? null;
  const user = query.data?.user;

  /** The matrix as it is stored now, on screen and as the new base. */
  const takeTheirs = () =>
    void query.refetch().then(({ data }) => {
      if (!data?.user) return;
      dispatch({ type: 'load', matrix: matrixFromUser(data.user) });
      edit.basedOn(data.user.version);
    });
  const edit = useVersionedEdit({
    entityType: 'User',
    entityId: user?.id,
    loaded: user?.version,
    isDirty: () => dirty,
    // Read again; the matrix and its base follow below unless a tick was made meanwhile.
    whenClean: () => void query.refetch(),
    editing: user?.viewerCanEdit ?? false,
  });
  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) return;
    // Later cache updates (the save itself, a refetch) never overwrite edits in progress.
    if (dirty && loadedFor.current === user.id) return;
    loadedFor.current = user.id;
    dispatch({ type: 'load', matrix: matrixFromUser(user) });
    edit.basedOn(user.version);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new user reloads the matrix; editing it (dirty) must not
  }, [user]);

  /**
   * Sends the levels that differ between `levels.saved` and `levels.current`, nothing else: the
   * levels on websites never shown stay as stored. `overBase`: saved again on the version a
   * conflict named (Keep mine, or a merge).
   */
  const save = async (userId: string, levels: MatrixEditorState, overBase?: string): Promise<void> => {
    const input = { userId, baseVersion: overBase ?? edit.baseVersion, ...matrixChanges(levels.saved, levels.current) };
    const result = await mutate({ variables: { input } });
    const payload = result.data?.updateUserPermissions;
    const refused = conflictOf(payload?.userErrors ?? []);
    if (refused) {
      const levelIn = (m: PermissionMatrix) => (field: string) => conflictRowOf(field, m, websiteName)?.yours ?? null;
      // A level the gateway leaves out (no website entry) is NONE, as in the matrix.
      const asLevels = { ...refused, fields: refused.fields.map((field) => ({ ...field, theirs: field.theirs ?? 'NONE' })) };
      const { adopt, decide } = splitConflict(asLevels, levelIn(levels.saved), levelIn(levels.current));
      dispatch({ type: 'adopt', fields: adopt });
      const adopted = { saved: adoptLevels(levels.saved, adopt), current: adoptLevels(levels.current, adopt) };
      if (decide.length === 0) return save(userId, adopted, refused.version);
      return edit.decide({ ...refused, fields: decide });
    }
    if (!payload?.user || payload.userErrors.length > 0) {
      notifyError(payload?.userErrors.map((e) => e.message).join(' ') || 'The permissions could not be saved.');
      return;
    }
    dispatch({ type: 'saved' });
    edit.basedOn(payload.user.version);
    notifySuccess('Users permissions updated successfully.');
  };

  const submit = async (overBase?: string) => {
    if (!user) return;
    edit.clear();
    try {
      await save(user.id, editor, overBase);
    } catch (failure) {
      notifyError(readableError(failure));
    }
  };

  const row = (field: string) => conflictRowOf(field, editor.current, websiteName);
  const notices = {
    edit,
    labelOf: (field: string) => row(field)?.label ?? null,
    yoursOf: (field: string) => row(field)?.yours ?? null,
    keeping: saving.loading,
    onTakeTheirs: takeTheirs,
    onKeepMine: (over: string) => void submit(over),
  };
  return { query, user, editor, dispatch, dirty, guard, submit, saving: saving.loading, notices };
}
