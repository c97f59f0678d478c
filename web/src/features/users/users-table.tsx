import { ActionIcon, Group } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { UserRow_UserFragment } from '../../gql/graphql';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import type { SortDirection } from '../../shared/lists/list-params';
import { userEditPath } from './urls';
import type { UserSortKey } from './users-list-variables';
import { ROLE_LABELS } from './user-labels';
import { selectionColumn, type RowSelection } from '../../shared/bulk-actions/row-selection';
import { HoverTooltip } from '../../shared/lists/hover-tooltip';

// What a users table row shows and decides with; the list query spreads it.
export const UserRowFragment = graphql(`
  fragment UserRow_user on User {
    id
    email
    role
    isDeveloper
    viewerCanEdit
    viewerCanDelete
    viewerCanChangeRole
  }
`);

export type UserRow = UserRow_UserFragment;

interface UsersTableProps {
  users: readonly UserRow[];
  loading: boolean;
  sort: { column: UserSortKey | null; dir: SortDirection | null; onSort: (column: UserSortKey) => void };
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
  /** Row selection for bulk delete. */
  selection?: RowSelection<UserRow>;
}

function RowActions({ user, onEdit, onDelete }: { user: UserRow } & Pick<UsersTableProps, 'onEdit' | 'onDelete'>) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {user.viewerCanEdit && (
        <HoverTooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${user.email}`} onClick={() => onEdit(user)}>
            <IconPencil size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      )}
      {user.viewerCanEdit && user.role === 'MANAGER' && (
        <HoverTooltip label="Permissions">
          <ActionIcon variant="subtle" component={Link} to={userEditPath(user.id)} aria-label={`Permissions ${user.email}`}>
            <IconLock size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      )}
      {user.viewerCanDelete && (
        <HoverTooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${user.email}`} onClick={() => onDelete(user)}>
            <IconTrash size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      )}
    </Group>
  );
}

export function UsersTable({ users, loading, sort, onEdit, onDelete, selection }: UsersTableProps) {
  const columns: DataColumn<UserRow, UserSortKey>[] = [
    ...(selection
      ? [selectionColumn<UserRow, UserSortKey>(selection, users, { name: (u) => u.email, canSelect: (u) => u.viewerCanDelete })]
      : []),
    { key: 'email', label: 'Email', sortKey: 'email', render: (u) => u.email },
    // Fixed widths: the columns stay put between pages and searches (Email takes the rest).
    { key: 'role', label: 'Role', sortKey: 'role', width: 140, render: (u) => ROLE_LABELS[u.role] },
    { key: 'developer', label: 'Developer', sortKey: 'developer', width: 140, render: (u) => (u.isDeveloper ? 'Yes' : 'No') },
    {
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      align: 'right',
      width: 150,
      render: (u) => <RowActions user={u} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      emptyText="No results found"
      loading={loading}
      sort={sort}
    />
  );
}
