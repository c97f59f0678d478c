import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { ExportListButton } from '../../shared/lists/export-list-button';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import { useSearchParams } from 'react-router';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import { DeleteWebsiteModal } from './delete-website-modal';
import { WebsiteFormModal } from './website-form-modal';
import { websitesListVariables } from './websites-list-variables';
import { WebsitesTable, type WebsiteRow } from './websites-table';

const NO_SORT: readonly never[] = [];

const WebsitesListQueryDocument = graphql(`
  query WebsitesList($page: Int!, $pageSize: Int!, $search: String) {
    viewer {
      id
      canCreateWebsites
    }
    websites(page: $page, pageSize: $pageSize, search: $search) {
      items {
        ...WebsiteRow_website
      }
      totalItems
      pageCount
      page
    }
  }
`);

type FormTarget = { website: WebsiteRow | null; key: number } | null;

/** The websites the viewer can read; writes per row follow the viewer's level on it. */
export function WebsitesScreen() {
  const list = useUrlListState(NO_SORT);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [deleting, setDeleting] = useState<WebsiteRow | null>(null);
  const [params] = useSearchParams();
  // Its route loader has usually sent the same query already (websites-list-variables.ts).
  const { data, previousData, loading, error, refetch } = useQuery(WebsitesListQueryDocument, { variables: websitesListVariables(params) });
  const current = data ?? previousData;
  const websites = current?.websites;

  // A page left empty (the last row deleted, a shorter list) steps back.
  const { setPage } = list;
  useEffect(() => {
    if (websites && websites.items.length === 0 && list.page > 1 && websites.pageCount < list.page) {
      setPage(Math.max(1, websites.pageCount), { replace: true });
    }
  }, [websites, list.page, setPage]);

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Websites' }]} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Websites
        </Title>
        {current?.viewer?.canCreateWebsites && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget({ website: null, key: Date.now() })}>
            Add New Website
          </Button>
        )}
      </Group>
      <Group justify="space-between" align="flex-end">
        <ListSearchForm label="Search websites" placeholder="Name or url" applied={list.search} onSearch={list.setSearch} />
        <ExportListButton name="websites" params={{ search: list.search }} />
      </Group>
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <WebsitesTable
            websites={websites?.items ?? []}
            loading={loading && !websites}
            configAvailable
            onEdit={(website) => setFormTarget({ website, key: Date.now() })}
            onDelete={setDeleting}
          />
          <ListPagination
            page={list.page}
            pageCount={websites?.pageCount ?? 0}
            onChange={list.setPage}
            pageSize={list.pageSize}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
      {formTarget && (
        <WebsiteFormModal
          key={formTarget.key}
          website={formTarget.website}
          onClose={() => setFormTarget(null)}
          onCreated={() => websites && list.setPage(Math.ceil((websites.totalItems + 1) / list.pageSize))}
        />
      )}
      <DeleteWebsiteModal website={deleting} onClose={() => setDeleting(null)} onDeleted={() => undefined} />
    </Stack>
  );
}
