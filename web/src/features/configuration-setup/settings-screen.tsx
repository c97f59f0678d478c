import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { CrudTable } from '../../shared/lists/crud-table';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { useStepBackOnEmptyPage } from '../../shared/lists/use-step-back-on-empty-page';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import { SettingFormModal } from './setting-form-modal';
import { SetupScreen } from './setup-screen';
import { refreshRootField } from '../../shared/cache/cache-updates';
import { definitionsVariables } from './setup-prefetch';
import { useSearchParams } from 'react-router';

// Configuration settings (spec 001 §2.9, §9): search by a substring of the key, 20 a page.

const NO_SORT: readonly never[] = [];

const DefinitionsQuery = graphql(`
  query ConfigurationDefinitions($page: Int!, $pageSize: Int!, $search: String) {
    configurationDefinitions(page: $page, pageSize: $pageSize, search: $search) {
      items {
        ...ConfigurationDefinitionRow_definition
      }
      totalItems
      pageCount
      page
    }
  }
`);

const DeleteDefinitionMutation = graphql(`
  mutation DeleteConfigurationDefinition($id: ID!) {
    deleteConfigurationDefinition(id: $id) {
      deletedId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export function SettingsScreen() {
  const list = useUrlListState(NO_SORT);
  const [params] = useSearchParams();
  const { data, previousData, loading, error, refetch } = useQuery(DefinitionsQuery, {
    variables: definitionsVariables(params),
  });
  const [deleteDefinition] = useMutation(DeleteDefinitionMutation, {
    update: (cache, { data }) => data?.deleteConfigurationDefinition.deletedId && refreshRootField(cache, 'configurationDefinitions'),
  });
  useStepBackOnEmptyPage(data?.configurationDefinitions, list.page, list.setPage);
  const shown = (data ?? previousData)?.configurationDefinitions;

  return (
    <SetupScreen title="Configuration settings">
      <CrudTable
        label="Configuration settings"
        header={<ListSearchForm label="Search settings" placeholder="Part of the key" applied={list.search} onSearch={list.setSearch} />}
        addLabel="Add setting"
        deleteTitle="Delete setting"
        columns={[
          { key: 'key', label: 'Key', render: (d) => d.key },
          { key: 'label', label: 'Label', render: (d) => d.label },
          { key: 'type', label: 'Type', render: (d) => d.typeName },
        ]}
        rowName={(d) => d.key}
        paging={{ page: list.page, setPage: list.setPage }}
        shownPage={shown}
        canWrite
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        renderForm={(definition, onClose) => <SettingFormModal definition={definition} onClose={onClose} />}
        remove={async (definition) => {
          const { data: result } = await deleteDefinition({ variables: { id: definition.id } });
          return result?.deleteConfigurationDefinition.userErrors ?? [];
        }}
      />
    </SetupScreen>
  );
}
