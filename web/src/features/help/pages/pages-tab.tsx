import { useQuery } from '@apollo/client/react';
import { Loader, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../shared/notices/confirm-modal';
import { QueryError } from '../../../shared/notices/query-error';
import { HelpCategoriesQuery } from '../help-documents';
import type { HelpTabProps } from '../help-tabs';
import { HelpTabHeader } from '../help-tab-header';
import { OpenPage } from './open-page';
import { PageCategories } from './page-categories';
import { PageEditor } from './page-editor';
import { PageSearchResults } from './page-search-results';
import { usePageActions, type PageActions } from './use-page-actions';

/**
 * Pages tab (spec 001 §2.10): pages grouped by category, reorder within one, duplicate, edit,
 * delete. The lists carry names only; a page's texts are read when its editor opens, and a
 * search is the upstream's (issue 40).
 */
export function PagesTab({ domain, onFormOpen }: HelpTabProps) {
  const { data, loading, error, refetch } = useQuery(HelpCategoriesQuery, { variables: { domainId: domain.id } });
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  // The open editor lives in the URL (`pageId=21`, `pageId=new`): reload, back and a shared link reopen it.
  const [params, setParams] = useSearchParams();
  const setEditing = (pageId: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (pageId) updated.set('pageId', pageId);
      else updated.delete('pageId');
      return updated;
    });
  const canWrite = domain.viewerCanWrite;
  const pageActions = usePageActions(domain.id, canWrite, setEditing, refetch);
  const categories = data?.helpCategories ?? [];
  const editing = params.get('pageId');

  const editorOpen = editing !== null;
  useEffect(() => onFormOpen(editorOpen), [editorOpen, onFormOpen]);

  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loader role="status" aria-label="Loading" />;

  if (editing) {
    const editor = {
      domainId: domain.id,
      languages: domain.languages.map((l) => l.code),
      categories: categories.map((c) => ({ id: c.id, label: c.label })),
      canWrite,
      onClose: () => setEditing(null),
    };
    return editing === 'new' ? <PageEditor {...editor} page={null} /> : <OpenPage {...editor} pageId={editing} />;
  }

  return (
    <Stack gap="md">
      <HelpTabHeader
        searchLabel="Search pages"
        search={search}
        onSearch={setSearch}
        addLabel="Add New Page"
        addDisabled={!canWrite || categories.length === 0}
        onAdd={() => setEditing('new')}
      />
      {term ? (
        <PageSearchResults domainId={domain.id} term={term} {...pageActions.actions} />
      ) : (
        <PageCategories categories={categories} pageActions={pageActions} />
      )}
      <PageActionConfirm pageActions={pageActions} />
      {pageActions.commentModal}
    </Stack>
  );
}

/** Duplicate and delete are asked first, naming the page. */
function PageActionConfirm({ pageActions: { asking, cancel, confirm } }: { pageActions: PageActions }) {
  const duplicating = asking?.kind === 'duplicate';
  return (
    <ConfirmModal
      opened={asking !== null}
      title={duplicating ? 'Duplicate page' : 'Delete page'}
      message={asking ? `Are you sure you want to ${duplicating ? 'duplicate' : 'delete'} ${asking.page.label}?` : ''}
      confirmLabel={duplicating ? 'Duplicate' : 'Delete'}
      confirmColor={asking?.kind === 'delete' ? 'red' : undefined}
      onCancel={cancel}
      onConfirm={() => void confirm()}
    />
  );
}
