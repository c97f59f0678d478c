import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useUrlListState } from '../../../shared/lists/use-url-list-state';
import { CatalogueListScreen } from './catalogue-list-screen';
import { LanguageFormModal, type LanguageRow } from './language-form-modal';
import { refreshRootField } from '../../../shared/cache/cache-updates';
import { useSearchParams } from 'react-router';
import { listQueryVariables } from '../../../shared/lists/list-params';

const NO_SORT: readonly never[] = [];

const LanguagesListQuery = graphql(`
  query LanguagesList($page: Int!, $pageSize: Int!, $search: String) {
    viewer {
      id
      canWriteTranslations
    }
    languages(page: $page, pageSize: $pageSize, search: $search) {
      items {
        ...LanguageRow_language
      }
      totalItems
      pageCount
      page
    }
  }
`);

const DeleteLanguageMutation = graphql(`
  mutation DeleteLanguage($id: ID!) {
    deleteLanguage(id: $id) {
      deletedLanguageId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export function LanguagesScreen() {
  const list = useUrlListState(NO_SORT);
  const [params] = useSearchParams();
  const { data, previousData, loading, error, refetch } = useQuery(LanguagesListQuery, {
    variables: listQueryVariables(params),
  });
  const [deleteLanguage] = useMutation(DeleteLanguageMutation, {
    update: (cache, { data }) => data?.deleteLanguage.deletedLanguageId && refreshRootField(cache, 'languages'),
  });
  const current = data ?? previousData;

  return (
    <CatalogueListScreen<LanguageRow>
      title="Languages"
      addLabel="Add language"
      deleteTitle="Delete language"
      columns={[
        { key: 'name', label: 'Name', render: (l) => l.name },
        { key: 'code', label: 'Code', render: (l) => l.code },
      ]}
      rowName={(l) => l.name}
      page={list.page}
      setPage={list.setPage}
      pageSize={list.pageSize}
      setPageSize={list.setPageSize}
      search={list.search}
      setSearch={list.setSearch}
      loadedPage={data?.languages}
      shownPage={current?.languages}
      canWrite={current?.viewer?.canWriteTranslations ?? false}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      renderForm={(language, onClose) => <LanguageFormModal language={language} onClose={onClose} />}
      remove={async (language) => {
        const { data: result } = await deleteLanguage({ variables: { id: language.id } });
        return result?.deleteLanguage.userErrors ?? [];
      }}
    />
  );
}
