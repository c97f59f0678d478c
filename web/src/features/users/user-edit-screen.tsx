import { Alert, Button, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { HistoryLink } from '../../shared/activity/history-link';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../shared/forms/unsaved-changes-modal';
import { VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { OnlinePermissions } from './online-permissions';
import { websitesWithAccess } from './permission-matrix';
import { usePermissionsForm } from './use-permissions-form';
import { USERS_LIST_PATH } from './urls';

/** /home/all-users/:id — one user's permissions (another user starts a new edit). */
export function UserEditScreen() {
  const { id = '' } = useParams();
  return <UserPermissionsEditor key={id} id={id} />;
}

function UserPermissionsEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const { query, user, editor, dispatch, dirty, guard, submit, saving, notices } = usePermissionsForm(id);

  if (query.loading && !query.data) return <Loader role="status" aria-label="Loading" />;
  if (!user) {
    return query.error ? (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Alert color="yellow" title="User not found">
        This user no longer exists.
      </Alert>
    );
  }

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
            <PermissionAlerts role={user.role} canEdit={user.viewerCanEdit} unreadable={user.permissions === null} />
            <VersionedNotices {...notices} />
            <OnlinePermissions
              matrix={editor.current}
              withAccess={websitesWithAccess(editor)}
              readOnly={!user.viewerCanEdit}
              onToggle={(section, rowId, right, checked) => dispatch({ type: 'toggle', section, id: rowId, right, checked })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => void navigate(USERS_LIST_PATH)}>
                Cancel
              </Button>
              {user.viewerCanEdit && (
                <Button onClick={() => void submit()} disabled={!dirty} loading={saving}>
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

/** Why the matrix cannot be edited, or why saving it replaces what is stored. */
function PermissionAlerts({ role, canEdit, unreadable }: { role: string; canEdit: boolean; unreadable: boolean }) {
  return (
    <>
      {!canEdit && (
        <Alert color="blue" title="Read only">
          {role === 'ADMIN'
            ? 'Admins read and write everything; their permissions are not edited here.'
            : 'You cannot change the permissions of this account.'}
        </Alert>
      )}
      {unreadable && (
        <Alert color="orange" title="Stored permissions could not be read">
          The permissions stored for this user could not be read. Saving will replace them with what is ticked here.
        </Alert>
      )}
    </>
  );
}
