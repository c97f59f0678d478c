import { listExportRoute } from '../../graphql/list-export';

// Users list → CSV (admins, as the list): the screen's search.
export const usersExport = listExportRoute<{ id: string; email: string; role: string; isDeveloper: boolean }>({
  name: 'users',
  document:
    'query($page: Int!, $pageSize: Int!, $search: String) { users(page: $page, pageSize: $pageSize, search: $search) { items { id email role isDeveloper } pageCount } }',
  field: 'users',
  variables: (q) => ({ search: q.search ?? null }),
  header: ['Id', 'Email', 'Role', 'Developer'],
  row: (u) => [u.id, u.email, u.role === 'ADMIN' ? 'Admin' : 'Manager', u.isDeveloper ? 'yes' : 'no'],
});
