import { listExportRoute } from '../../graphql/list-export';

// Companies, a company's markets and a market's betshops → CSV, as each screen filters them.

type Row = { id: string; name: string; externalId: string | null };
const row = (r: Row) => [r.id, r.name, r.externalId ?? ''];
const header = ['Id', 'Name', 'External id'];

export const companiesExport = listExportRoute<Row>({
  name: 'companies',
  document:
    'query($page: Int!, $pageSize: Int!, $search: String) { companies(page: $page, pageSize: $pageSize, search: $search) { items { id name externalId } pageCount } }',
  field: 'companies',
  variables: (q) => ({ search: q.search ?? null }),
  header,
  row,
});

export const marketsExport = listExportRoute<Row>({
  name: 'markets',
  document:
    'query($companyId: ID!, $page: Int!, $pageSize: Int!, $search: String) { markets(companyId: $companyId, page: $page, pageSize: $pageSize, search: $search) { items { id name externalId } pageCount } }',
  field: 'markets',
  variables: (q) => ({ companyId: q.companyId ?? '', search: q.search ?? null }),
  header,
  row,
});

export const betshopsExport = listExportRoute<Row>({
  name: 'betshops',
  document:
    'query($marketId: ID!, $page: Int!, $pageSize: Int!, $search: String) { betshops(marketId: $marketId, page: $page, pageSize: $pageSize, search: $search) { items { id name externalId } pageCount } }',
  field: 'betshops',
  variables: (q) => ({ marketId: q.marketId ?? '', search: q.search ?? null }),
  header,
  row,
});
