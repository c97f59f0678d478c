import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { HistoryLink } from '../../shared/activity/history-link';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../shared/forms/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import {
  adoptLevels,
  conflictRowOf,
  EMPTY_MATRIX,
  isDirty,
  matrixChanges,
  matrixEditorReducer,
  matrixFromUser,
  websitesWithAccess,
  type MatrixEditorState,
  type PermissionMatrix,
} from './permission-matrix';
import { ConflictNotice, LiveChangeNotice } from '../../shared/forms/conflict-notice';
import { useEntityChanged, type LiveChange } from '../../shared/live/live-changes';
import { conflictOf, splitConflict, type Conflict } from '../../shared/forms/user-errors';
import { OnlinePermissions } from './online-permissions';
import { WebsiteNameFragment } from './website-permissions';
import { USERS_LIST_PATH } from './urls';
import { PresenceNote } from '../../shared/live/presence';

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

export function UserEditScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Fresh from the server: permissions are edited from what is stored now. A
  // malformed upstream JSON comes back as null plus a field error: keep the data.
  const { data, loading, error, refetch } = useQuery(UserPermissionsQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const [save, saving] = useMutation(UpdateUserPermissionsMutation);
  const [editor, dispatch] = useReducer(matrixEditorReducer, { saved: EMPTY_MATRIX, current: EMPTY_MATRIX });
  const dirty = isDirty(editor);
  // Paging and searching the websites (in the URL) keeps the ticks: only leaving the screen asks.
  const guard = useUnsavedChangesGuard(dirty, { searchKeepsEdits: true });
  const cache = useApolloClient().cache;
  // A conflict names a website as the website list read it into the cache.
  const websiteName = (websiteId: string) =>
    cache.readFragment({ id: cache.identify({ __typename: 'Website', id: websiteId }), fragment: WebsiteNameFragment })?.name ?? null;

  const user = data?.user;
  const loadedFor = useRef<string | null>(null);
  // The version the matrix on screen was loaded from: a save over someone else's change is refused.
  const [baseVersion, setBaseVersion] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [heard, setHeard] = useState<LiveChange | null>(null);
  // A colleague's change heard while the matrix has unsaved ticks: said now, checked at save
  // (unchanged, the matrix reloads by itself: the live feed dropped the cached user).
  useEntityChanged('User', id, (change) => dirty && setHeard(change));
  useEffect(() => {
    if (!user) return;
    // Later cache updates (the save itself, a refetch) never overwrite edits in progress.
    if (dirty && loadedFor.current === user.id) return;
    loadedFor.current = user.id;
    setBaseVersion(user.version);
    dispatch({ type: 'load', matrix: matrixFromUser(user) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new user reloads the matrix; editing it (dirty) must not
  }, [user]);

  if (loading && !data) return <Loader role="status" aria-label="Loading" />;
  if (!user) {
    return error ? (
      <QueryError error={error} onRetry={() => void refetch()} />
    ) : (
      <Alert color="yellow" title="User not found">
        This user no longer exists.
      </Alert>
    );
  }

  /** The matrix as it is stored now, on screen and as the new base. */
  const takeTheirs = () => {
    setConflict(null);
    setHeard(null);
    void refetch().then(({ data: fresh }) => {
      if (!fresh?.user) return;
      setBaseVersion(fresh.user.version);
      dispatch({ type: 'load', matrix: matrixFromUser(fresh.user) });
    });
  };

  /**
   * Sends the levels that differ between `levels.saved` and `levels.current`, nothing else: the
   * levels on websites never shown stay as stored. `overBase`: saved again on the version a
   * conflict named (Keep mine, or a merge).
   */
  const submit = async (levels: MatrixEditorState = editor, overBase?: string): Promise<void> => {
    setConflict(null);
    setHeard(null);
    try {
      const input = { userId: user.id, baseVersion: overBase ?? baseVersion, ...matrixChanges(levels.saved, levels.current) };
      const result = await save({ variables: { input } });
      const errors = result.data?.updateUserPermissions.userErrors ?? [];
      const refused = conflictOf(errors);
      if (refused) {
        // Levels only they changed are taken; the save goes again when nothing is left to decide.
        // A level both changed differently waits for the user, with their ticks kept on screen.
        const levelIn = (m: PermissionMatrix) => (field: string) => conflictRowOf(field, m, websiteName)?.yours ?? null;
        // A level the gateway leaves out (no website entry) is NONE, as in the matrix.
        const asLevels = { ...refused, fields: refused.fields.map((field) => ({ ...field, theirs: field.theirs ?? 'NONE' })) };
        const { adopt, decide } = splitConflict(asLevels, levelIn(levels.saved), levelIn(levels.current));
        dispatch({ type: 'adopt', fields: adopt });
        const adopted = { saved: adoptLevels(levels.saved, adopt), current: adoptLevels(levels.current, adopt) };
        if (decide.length === 0) return submit(adopted, refused.version);
        return setConflict({ ...refused, fields: decide });
      }
      if (errors.length > 0) {
        notifyError(errors.map((e) => e.message).join(' '));
        return;
      }
      dispatch({ type: 'saved' });
      setBaseVersion(result.data?.updateUserPermissions.user?.version ?? null);
      notifySuccess('Users permissions updated successfully.');
    } catch (failure) {
      notifyError(readableError(failure));
    }
  };

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Users', to: USERS_LIST_PATH }, { label: user.email }]} />
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {user.email}
        </Title>
        <HistoryLink entityType="User" entityId={user.id} />
      </Group>
      <Tabs defaultValue="online" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="online">Online</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="online" pt="md">
          <Stack gap="lg">
            {!user.viewerCanEdit && (
              <Alert color="blue" title="Read only">
                {user.role === 'ADMIN'
                  ? 'Admins read and write everything; their permissions are not edited here.'
                  : 'You cannot change the permissions of this account.'}
              </Alert>
            )}
            {user.permissions === null && (
              <Alert color="orange" title="Stored permissions could not be read">
                The permissions stored for this user could not be read. Saving will replace them with what is ticked here.
              </Alert>
            )}
            {user.viewerCanEdit && <PresenceNote resource={`User:${user.id}`} />}
            {heard && !conflict && <LiveChangeNotice change={heard} onTakeTheirs={takeTheirs} />}
            {conflict && (
              <ConflictNotice
                conflict={conflict}
                labelOf={(field) => conflictRowOf(field, editor.current, websiteName)?.label ?? null}
                yoursOf={(field) => conflictRowOf(field, editor.current, websiteName)?.yours ?? null}
                keeping={saving.loading}
                onTakeTheirs={takeTheirs}
                onKeepMine={(base) => void submit(editor, base)}
              />
            )}
            <OnlinePermissions
              matrix={editor.current}
              withAccess={websitesWithAccess(editor)}
              readOnly={!user.viewerCanEdit}
              onToggle={(section, rowId, right, checked) => dispatch({ type: 'toggle', section, id: rowId, right, checked })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => navigate(USERS_LIST_PATH)}>
                Cancel
              </Button>
              {user.viewerCanEdit && (
                <Button onClick={() => void submit()} disabled={!dirty} loading={saving.loading}>
                  Save
                </Button>
              )}
            </Group>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <UnsavedChangesModal guard={guard} />
    </Stack>
  );
}
