import { Group, Stack, Title } from '@mantine/core';
import { ExportListButton } from '../../../shared/lists/export-list-button';
import { ListSearchForm } from '../../../shared/lists/list-search-form';
import { CrudTable, type CrudTableProps } from '../../../shared/lists/crud-table';
import { PageBreadcrumbs } from '../../../shared/navigation/page-breadcrumbs';
import { useStepBackOnEmptyPage } from '../../../shared/lists/use-step-back-on-empty-page';

interface CataloguePage<Row> {
  items: readonly Row[];
  pageCount: number;
}

interface CatalogueListScreenProps<Row extends { id: string }> extends Omit<CrudTableProps<Row>, 'label' | 'header' | 'paging'> {
  /** Plural heading, also the breadcrumb and the table's accessible name ("Languages"). */
  title: string;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  /** The search the list shows (name or code), kept in the URL. */
  search: string;
  setSearch: (term: string) => void;
  /** The page just loaded (undefined while loading), and the one to show meanwhile. */
  loadedPage: CataloguePage<Row> | undefined;
}

/** A paged translations catalogue (languages, sections): table, add, edit and delete. */
export function CatalogueListScreen<Row extends { id: string }>({
  title,
  page,
  setPage,
  pageSize,
  setPageSize,
  search,
  setSearch,
  loadedPage,
  ...table
}: CatalogueListScreenProps<Row>) {
  useStepBackOnEmptyPage(loadedPage, page, setPage);
  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Translations' }, { label: title }]} />
      <CrudTable
        {...table}
        label={title}
        paging={{ page, setPage, pageSize, setPageSize }}
        header={
          <Stack gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Group align="flex-end" gap="md">
              <ListSearchForm label={`Search ${title.toLowerCase()}`} applied={search} onSearch={setSearch} />
              <ExportListButton name={title.toLowerCase()} params={{ search }} />
            </Group>
          </Stack>
        }
      />
    </Stack>
  );
}
