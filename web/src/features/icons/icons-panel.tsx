import { Group } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { CrudTable } from '../../shared/lists/crud-table';
import { ExportListButton } from '../../shared/lists/export-list-button';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { useStepBackOnEmptyPage } from '../../shared/lists/use-step-back-on-empty-page';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import { IconFormModal, type IconRow } from './icon-form-modal';
import { refreshRootField } from '../../shared/cache/cache-updates';

// Icons (spec 001 §2.7): search, 10 a page, add, edit and delete with write on CONFIGURATION.ICONS.

const NO_SORT: readonly never[] = [];

const IconsQuery = graphql(`
  query Icons($page: Int!, $pageSize: Int!, $search: String) {
    icons(page: $page, pageSize: $pageSize, search: $search) {
      items {
        ...IconRow_icon
      }
      totalItems
      pageCount
      page
    }
  }
`);

const DeleteIconMutation = graphql(`
  mutation DeleteIcon($id: ID!) {
    deleteIcon(id: $id) {
      deletedId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export function IconsPanel({ canWrite }: { canWrite: boolean }) {
  const list = useUrlListState(NO_SORT);
  const { data, previousData, loading, error, refetch } = useQuery(IconsQuery, {
    variables: { page: list.page, pageSize: list.pageSize, search: list.search || null },
  });
  const [deleteIcon] = useMutation(DeleteIconMutation, {
    update: (cache, { data }) => data?.deleteIcon.deletedId && refreshRootField(cache, 'icons'),
  });
  useStepBackOnEmptyPage(data?.icons, list.page, list.setPage);
  const shown = (data ?? previousData)?.icons;

  return (
    <CrudTable<IconRow>
      label="Icons"
      header={
        <Group align="flex-end" gap="md">
          <ListSearchForm label="Search icons" placeholder="Name or slug" applied={list.search} onSearch={list.setSearch} />
          <ExportListButton name="icons" params={{ search: list.search }} />
        </Group>
      }
      addLabel="Add new icon"
      deleteTitle="Delete icon"
      deletedMessage="Successfully deleted icon"
      emptyText="No icons found"
      columns={[
        { key: 'name', label: 'Name', render: (icon) => icon.name },
        { key: 'slugs', label: 'Slugs', render: (icon) => (icon.slugs === null ? 'Unreadable slugs' : icon.slugs.join(', ')) },
      ]}
      rowName={(icon) => icon.name}
      paging={{ page: list.page, setPage: list.setPage, pageSize: list.pageSize, setPageSize: list.setPageSize }}
      shownPage={shown}
      canWrite={canWrite}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      renderForm={(icon, onClose) => <IconFormModal icon={icon} onClose={onClose} />}
      remove={async (icon) => {
        const { data: result } = await deleteIcon({ variables: { id: icon.id } });
        return result?.deleteIcon.userErrors ?? [];
      }}
    />
  );
}
