import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { ListPagination } from '../../shared/lists/list-pagination';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { BulkDeleteButton } from '../../shared/bulk-actions/bulk-delete-button';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { ExportListButton } from '../../shared/lists/export-list-button';
import { QueryError } from '../../shared/notices/query-error';
import { useSearchParams } from 'react-router';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import { DeleteUserModal, DeleteUserMutation } from './delete-user-modal';
import { UserFormModal } from './user-form-modal';
import { USER_SORT_KEYS, usersListVariables } from './users-list-variables';
import { UsersTable, type UserRow } from './users-table';
import { SelectionSummary, useRowSelection } from '../../shared/bulk-actions/row-selection';

const UsersListQuery = graphql(`
  query UsersList($page: Int!, $pageSize: Int!, $search: String, $sort: UserSort) {
    users(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      items {
        ...UserRow_user
      }
      totalItems
      pageCount
      page
    }
  }
`);

type FormTarget = { user: UserRow | null; key: number } | null;

export function UsersScreen() {
  const list = useUrlListState(USER_SORT_KEYS);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  // Chosen for a bulk delete: kept across pages and searches until used.
  const selection = useRowSelection<UserRow>();
  const [deleteUser] = useMutation(DeleteUserMutation);

  const [params] = useSearchParams();
  // Its route loader has usually sent the same query already (users-list-variables.ts).
  const { data, previousData, loading, error, refetch } = useQuery(UsersListQuery, { variables: usersListVariables(params) });
  const users = (data ?? previousData)?.users;

  // A page that became empty (rows deleted elsewhere, a shorter result) steps back.
  const { setPage } = list;
  useEffect(() => {
    if (data && data.users.items.length === 0 && list.page > 1 && data.users.pageCount < list.page) {
      setPage(Math.max(1, data.users.pageCount), { replace: true });
    }
  }, [data, list.page, setPage]);

  const afterDelete = () => {
    if (users && users.items.length <= 1 && list.page > 1) list.setPage(list.page - 1, { replace: true });
    else void refetch();
  };

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Users' }]} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Users
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget({ user: null, key: Date.now() })}>
          Add user
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end">
        <ListSearchForm label="Search users" placeholder="Email" applied={list.search} onSearch={list.setSearch} />
        <Group gap="sm">
          <BulkDeleteButton
            rows={selection.selected.map((u) => ({ id: u.id, name: u.email }))}
            noun={{ one: 'user', many: 'users' }}
            remove={async (id) => {
              const { data: result } = await deleteUser({ variables: { id } });
              return result?.deleteUser.userErrors[0]?.message ?? (result?.deleteUser.deletedUserId ? null : 'The user was not deleted.');
            }}
            onDone={() => {
              selection.clear();
              void refetch();
            }}
          />
          <ExportListButton name="users" params={{ search: list.search }} />
        </Group>
      </Group>
      {/* Stale rows under a failed search would pass for its results: show the error instead. */}
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <SelectionSummary selection={selection} page={users?.items ?? []} />
          <UsersTable
            users={users?.items ?? []}
            loading={loading && !users}
            sort={{ column: list.sort, dir: list.dir, onSort: list.toggleSort }}
            onEdit={(user) => setFormTarget({ user, key: Date.now() })}
            onDelete={setDeleting}
            selection={selection}
          />
          <ListPagination
            page={list.page}
            pageCount={users?.pageCount ?? 0}
            onChange={(page) => list.setPage(page)}
            pageSize={list.pageSize}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
      {formTarget && <UserFormModal key={formTarget.key} user={formTarget.user} onClose={() => setFormTarget(null)} />}
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </Stack>
  );
}
