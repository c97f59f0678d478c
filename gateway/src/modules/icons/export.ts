import { listExportRoute } from '../../graphql/list-export';

// Icons list → CSV (read on CONFIGURATION.ICONS), as the tab's search filters it.
export const iconsExport = listExportRoute<{ id: string; name: string; slugs: string[] | null }>({
  name: 'icons',
  document:
    'query($page: Int!, $pageSize: Int!, $search: String) { icons(page: $page, pageSize: $pageSize, search: $search) { items { id name slugs } pageCount } }',
  field: 'icons',
  variables: (q) => ({ search: q.search ?? null }),
  header: ['Id', 'Name', 'Slugs'],
  row: (i) => [i.id, i.name, (i.slugs ?? []).join(' ')],
});
