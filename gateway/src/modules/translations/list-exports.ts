import { listExportRoute } from '../../graphql/list-export';

// The translations lists → CSV, as each screen filters them (search; the section of all translations).

export const languagesExport = listExportRoute<{ id: string; name: string; code: string }>({
  name: 'languages',
  document:
    'query($page: Int!, $pageSize: Int!, $search: String) { languages(page: $page, pageSize: $pageSize, search: $search) { items { id name code } pageCount } }',
  field: 'languages',
  variables: (q) => ({ search: q.search ?? null }),
  header: ['Id', 'Name', 'Code'],
  row: (l) => [l.id, l.name, l.code],
});

export const sectionsExport = listExportRoute<{ id: string; title: string; key: string }>({
  name: 'sections',
  document:
    'query($page: Int!, $pageSize: Int!, $search: String) { sections(page: $page, pageSize: $pageSize, search: $search) { items { id title key } pageCount } }',
  field: 'sections',
  variables: (q) => ({ search: q.search ?? null }),
  header: ['Id', 'Title', 'Key'],
  row: (s) => [s.id, s.title, s.key],
});

export const wordsExport = listExportRoute<{ id: string; translationKey: string; section: { title: string } }>({
  name: 'translations',
  document:
    'query($page: Int!, $pageSize: Int!, $search: String, $sectionId: ID, $ids: [ID!]) { words(page: $page, pageSize: $pageSize, search: $search, sectionId: $sectionId, ids: $ids) { items { id translationKey section { title } } pageCount } }',
  field: 'words',
  // `ids`: the selected keys only (comma-separated), as the screen's 'Export selected' asks.
  variables: (q) => ({ search: q.search ?? null, sectionId: q.section ?? null, ids: q.ids ? q.ids.split(',') : null }),
  header: ['Id', 'Key', 'Section'],
  row: (w) => [w.id, w.translationKey, w.section.title],
});
