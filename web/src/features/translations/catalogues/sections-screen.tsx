import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useUrlListState } from '../../../shared/lists/use-url-list-state';
import { CatalogueListScreen } from './catalogue-list-screen';
import { SectionFormModal, type SectionRow } from './section-form-modal';
import { refreshRootField } from '../../../shared/cache/cache-updates';
import { useSearchParams } from 'react-router';
import { listQueryVariables } from '../../../shared/lists/list-params';

const NO_SORT: readonly never[] = [];

const SectionsListQuery = graphql(`
  query SectionsList($page: Int!, $pageSize: Int!, $search: String) {
    viewer {
      id
      canWriteTranslations
    }
    sections(page: $page, pageSize: $pageSize, search: $search) {
      items {
        ...SectionRow_section
      }
      totalItems
      pageCount
      page
    }
  }
`);

const DeleteSectionMutation = graphql(`
  mutation DeleteSection($id: ID!) {
    deleteSection(id: $id) {
      deletedSectionId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export function SectionsScreen() {
  const list = useUrlListState(NO_SORT);
  const [params] = useSearchParams();
  const { data, previousData, loading, error, refetch } = useQuery(SectionsListQuery, {
    variables: listQueryVariables(params),
  });
  const [deleteSection] = useMutation(DeleteSectionMutation, {
    update: (cache, { data }) => data?.deleteSection.deletedSectionId && refreshRootField(cache, 'sections'),
  });
  const current = data ?? previousData;

  return (
    <CatalogueListScreen<SectionRow>
      title="Sections"
      addLabel="Add section"
      deleteTitle="Delete section"
      columns={[
        { key: 'title', label: 'Title', render: (s) => s.title },
        { key: 'key', label: 'Key', render: (s) => s.key },
      ]}
      rowName={(s) => s.title}
      // The tooltips section is never deleted.
      canDelete={(s) => !s.isTooltips}
      page={list.page}
      setPage={list.setPage}
      pageSize={list.pageSize}
      setPageSize={list.setPageSize}
      search={list.search}
      setSearch={list.setSearch}
      loadedPage={data?.sections}
      shownPage={current?.sections}
      canWrite={current?.viewer?.canWriteTranslations ?? false}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      renderForm={(section, onClose) => <SectionFormModal section={section} onClose={onClose} />}
      remove={async (section) => {
        const { data: result } = await deleteSection({ variables: { id: section.id } });
        return result?.deleteSection.userErrors ?? [];
      }}
    />
  );
}
