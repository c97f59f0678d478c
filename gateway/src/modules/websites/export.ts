import { listExportRoute } from '../../graphql/list-export';

// Websites list → CSV: the websites the viewer may read, as the screen's search filters them.
export const websitesExport = listExportRoute<{ id: string; name: string; url: string; betshop: { name: string } | null }>({
  name: 'websites',
  document:
    'query($page: Int!, $pageSize: Int!, $search: String) { websites(page: $page, pageSize: $pageSize, search: $search) { items { id name url betshop { name } } pageCount } }',
  field: 'websites',
  variables: (q) => ({ search: q.search ?? null }),
  header: ['Id', 'Name', 'Url', 'Betshop'],
  row: (w) => [w.id, w.name, w.url, w.betshop?.name ?? ''],
});
