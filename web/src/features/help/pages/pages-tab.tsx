import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Accordion, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../shared/confirm-modal';
import { QueryError } from '../../../shared/query-error';
import { HelpCategoriesQuery } from '../help-documents';
import { reorderErrors } from '../reorder';
import type { HelpTabProps } from '../help-tabs';
import { OpenPage } from './open-page';
import { PageEditor } from './page-editor';
import { CategoryPages, type PageRow, type PageRowActions } from './page-rows';
import { HelpPagesSearchQuery, PageSearchResults } from './page-search-results';
import { useHelpChange } from '../use-help-change';
import { HelpTabHeader } from '../help-tab-header';
import { graphql } from '../../../gql';

const DeleteHelpPageMutation = graphql(`
  mutation DeleteHelpPage($domainId: ID!, $id: ID!, $comment: String) {
    deleteHelpPage(domainId: $domainId, id: $id, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const DuplicateHelpPageMutation = graphql(`
  mutation DuplicateHelpPage($domainId: ID!, $id: ID!, $comment: String) {
    duplicateHelpPage(domainId: $domainId, id: $id, comment: $comment) {
      page {
        id
        label
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const ReorderHelpPagesMutation = graphql(`
  mutation ReorderHelpPages($domainId: ID!, $categoryId: ID!, $pageIds: [ID!]!, $comment: String, $baseVersion: String) {
    reorderHelpPages(domainId: $domainId, categoryId: $categoryId, pageIds: $pageIds, comment: $comment, baseVersion: $baseVersion) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

type Asking = { kind: 'duplicate' | 'delete'; page: PageRow } | null;

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
  const [asking, setAsking] = useState<Asking>(null);
  const [duplicate] = useMutation(DuplicateHelpPageMutation);
  const [remove] = useMutation(DeleteHelpPageMutation);
  const [reorder] = useMutation(ReorderHelpPagesMutation);
  const client = useApolloClient();
  // A change reloads the lists it may have changed: the categories, and the search shown.
  const change = useHelpChange(() => Promise.all([refetch(), client.refetchQueries({ include: [HelpPagesSearchQuery] })]));
  const canWrite = domain.viewerCanWrite;
  const categories = data?.helpCategories;
  const editing = params.get('pageId');

  const editorOpen = editing !== null;
  useEffect(() => onFormOpen(editorOpen), [editorOpen, onFormOpen]);

  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loader role="status" aria-label="Loading" />;

  if (editing) {
    const editor = {
      domainId: domain.id,
      languages: domain.languages.map((l) => l.code),
      categories: (categories ?? []).map((c) => ({ id: c.id, label: c.label })),
      canWrite,
      onClose: () => setEditing(null),
    };
    return editing === 'new' ? <PageEditor {...editor} page={null} /> : <OpenPage {...editor} pageId={editing} />;
  }

  const confirm = async () => {
    if (!asking) return;
    const { kind, page } = asking;
    setAsking(null);
    if (kind === 'duplicate') {
      await change.run(async (comment) => {
        const { data: r } = await duplicate({ variables: { domainId: domain.id, id: page.id, comment } });
        return { ok: Boolean(r?.duplicateHelpPage.page), userErrors: r?.duplicateHelpPage.userErrors ?? [] };
      }, `Page "${page.label}" successfully duplicated`);
    } else {
      await change.run(async (comment) => {
        const { data: r } = await remove({ variables: { domainId: domain.id, id: page.id, comment } });
        return { ok: Boolean(r?.deleteHelpPage.id), userErrors: r?.deleteHelpPage.userErrors ?? [] };
      }, 'Page deleted');
    }
  };

  const saveOrder = (category: NonNullable<typeof categories>[number], pages: PageRow[]) =>
    void change.run(async (comment) => {
      const { data: r } = await reorder({
        variables: {
          domainId: domain.id,
          categoryId: category.id,
          pageIds: pages.map((p) => p.id),
          comment,
          baseVersion: category.pageOrderVersion,
        },
      });
      const errors = reorderErrors(r?.reorderHelpPages.userErrors ?? [], (id) => category.pages.find((p) => p.id === id)?.label);
      return { ok: Boolean(r?.reorderHelpPages.id), userErrors: errors };
    }, 'Pages reordered');

  const actions: PageRowActions = {
    canWrite,
    onEdit: (page) => setEditing(page.id),
    onDuplicate: (page) => setAsking({ kind: 'duplicate', page }),
    onDelete: (page) => setAsking({ kind: 'delete', page }),
  };
  const groups = categories ?? [];

  return (
    <Stack gap="md">
      <HelpTabHeader
        searchLabel="Search pages"
        search={search}
        onSearch={setSearch}
        addLabel="Add New Page"
        addDisabled={!canWrite || groups.length === 0}
        onAdd={() => setEditing('new')}
      />
      {term ? (
        <PageSearchResults domainId={domain.id} term={term} {...actions} />
      ) : groups.every((c) => c.pages.length === 0) ? (
        <Text c="dimmed">No Data</Text>
      ) : (
        <Accordion multiple defaultValue={groups.map((c) => c.id)} variant="separated">
          {groups.map((category) => (
            <Accordion.Item key={category.id} value={category.id}>
              <Accordion.Control>
                {category.label} ({category.pages.length})
              </Accordion.Control>
              <Accordion.Panel>
                <CategoryPages
                  name={category.label}
                  pages={category.pages}
                  reorder={canWrite ? (pages) => saveOrder(category, pages) : undefined}
                  {...actions}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <ConfirmModal
        opened={asking !== null}
        title={asking?.kind === 'duplicate' ? 'Duplicate page' : 'Delete page'}
        message={
          asking
            ? asking.kind === 'duplicate'
              ? `Are you sure you want to duplicate ${asking.page.label}?`
              : `Are you sure you want to delete ${asking.page.label}?`
            : ''
        }
        confirmLabel={asking?.kind === 'duplicate' ? 'Duplicate' : 'Delete'}
        confirmColor={asking?.kind === 'delete' ? 'red' : undefined}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      />
      {change.modal}
    </Stack>
  );
}
