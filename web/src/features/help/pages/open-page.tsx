import { useQuery } from '@apollo/client/react';
import { Alert, Button, Loader } from '@mantine/core';
import { QueryError } from '../../../shared/notices/query-error';
import { HelpPageQuery } from '../help-documents';
import { PageEditor, type PageEditorProps } from './page-editor';

/**
 * The editor of a page named in the URL: its texts in every language are read now, one page
 * (the lists carry names only, issue 40), then the editor opens on them.
 */
export function OpenPage({ pageId, ...editor }: Omit<PageEditorProps, 'page'> & { pageId: string }) {
  const { data, loading, error, refetch } = useQuery(HelpPageQuery, { variables: { domainId: editor.domainId, id: pageId } });
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loader role="status" aria-label="Loading the page" />;
  const page = data?.helpPage;
  if (!page) {
    return (
      <Alert color="yellow" title="Page not found">
        This page does not exist or was deleted.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => editor.onClose(false)}>
          Back to the pages
        </Button>
      </Alert>
    );
  }
  return <PageEditor key={page.id} {...editor} page={page} />;
}
