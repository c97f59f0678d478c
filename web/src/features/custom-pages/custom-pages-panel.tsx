import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { listedRecord } from '../../shared/forms/listed-record';
import { graphql } from '../../gql';
import { CrudTable } from '../../shared/lists/crud-table';
import { TextFormModal, type SaveOutcome } from '../../shared/forms/text-form-modal';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import { requiredText, z } from '../../shared/forms/zod';
import { appendToRootList, evictEntity } from '../../shared/cache/cache-updates';

const NO_SORT: readonly never[] = [];

// Custom pages (spec 001 §2.3), developers only: the website edit screen's page HTML/CSS
// editors offer them beside 'default'. Writes update the one cached `customPages` list both read.

export const CustomPagesQuery = graphql(`
  query CustomPages {
    customPages {
      id
      version
      name
    }
  }
`);

export const CreateCustomPageMutation = graphql(`
  mutation CreateCustomPage($input: CustomPageInput!) {
    createCustomPage(input: $input) {
      customPage {
        id
        version
        name
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const UpdateCustomPageMutation = graphql(`
  mutation UpdateCustomPage($id: ID!, $input: CustomPageInput!, $baseVersion: String) {
    updateCustomPage(id: $id, input: $input, baseVersion: $baseVersion) {
      customPage {
        id
        version
        name
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const DeleteCustomPageMutation = graphql(`
  mutation DeleteCustomPage($id: ID!) {
    deleteCustomPage(id: $id) {
      deletedId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

interface CustomPageRow {
  id: string;
  /** As the list showed it: an edit is based on it. */
  version?: string | null;
  name: string;
}

const schema = z.object({ name: requiredText('The name is required') });

export function CustomPagesPanel({ canWrite }: { canWrite: boolean }) {
  const { data, loading, error, refetch } = useQuery(CustomPagesQuery);
  const [deletePage] = useMutation(DeleteCustomPageMutation, {
    update: (cache, { data }) => evictEntity(cache, 'CustomPage', data?.deleteCustomPage.deletedId),
  });
  const list = useUrlListState(NO_SORT);
  // The upstream answers every page at once: searched by name and paged here, in the URL.
  const term = list.search.toLowerCase();
  const matching = data?.customPages.filter((page) => page.name.toLowerCase().includes(term));
  const shownPage = matching && {
    items: matching.slice((list.page - 1) * list.pageSize, list.page * list.pageSize),
    pageCount: Math.ceil(matching.length / list.pageSize),
  };

  return (
    <CrudTable<CustomPageRow>
      label="Custom Pages"
      header={<ListSearchForm label="Search custom pages" placeholder="Name" applied={list.search} onSearch={list.setSearch} />}
      paging={{ page: list.page, setPage: list.setPage, pageSize: list.pageSize, setPageSize: list.setPageSize }}
      emptyText={term ? 'No Data' : undefined}
      addLabel="Add New Page"
      deleteTitle="Delete page"
      columns={[{ key: 'name', label: 'Name', render: (page) => page.name }]}
      rowName={(page) => page.name}
      shownPage={shownPage}
      canWrite={canWrite}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      renderForm={(page, onClose) => <CustomPageFormModal page={page} onClose={onClose} />}
      remove={async (page) => {
        const { data: result } = await deletePage({ variables: { id: page.id } });
        return result?.deleteCustomPage.userErrors ?? [];
      }}
    />
  );
}

function CustomPageFormModal({ page, onClose }: { page: CustomPageRow | null; onClose: () => void }) {
  const [createPage, creating] = useMutation(CreateCustomPageMutation, {
    update: (cache, { data }) => appendToRootList(cache, 'customPages', data?.createCustomPage.customPage),
  });
  const client = useApolloClient();
  const record = page
    ? listedRecord(client, {
        entityType: 'CustomPage',
        row: page,
        list: CustomPagesQuery,
        itemsOf: (data) => data.customPages,
        valuesOf: (row) => ({ name: row.name }),
      })
    : undefined;
  const [updatePage, updating] = useMutation(UpdateCustomPageMutation);
  const action = page ? 'Update' : 'Create';

  const submit = async ({ name }: { name: string }, baseVersion: string | null): Promise<SaveOutcome> => {
    const input = { name: name.trim() };
    if (page) {
      const { data } = await updatePage({ variables: { id: page.id, input, baseVersion } });
      return { saved: Boolean(data?.updateCustomPage.customPage), userErrors: data?.updateCustomPage.userErrors ?? [] };
    }
    const { data } = await createPage({ variables: { input } });
    return { saved: Boolean(data?.createCustomPage.customPage), userErrors: data?.createCustomPage.userErrors ?? [] };
  };

  return (
    <TextFormModal
      title={`${action} page`}
      submitLabel={action}
      fields={[{ name: 'name', label: 'Name' }]}
      initialValues={{ name: page?.name ?? '' }}
      schema={schema}
      submit={submit}
      record={record}
      saving={creating.loading || updating.loading}
      successMessage={page ? 'Page Updated' : 'Custom Page Created!'}
      onClose={onClose}
    />
  );
}
