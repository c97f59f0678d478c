import { useMutation, useQuery } from '@apollo/client/react';
import { Accordion, ActionIcon, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageEditor_PageFragment } from '../../gql/graphql';
import { ConfirmModal } from '../../shared/confirm-modal';
import { QueryError } from '../../shared/query-error';
import { RowActions } from '../../shared/row-actions';
import { HelpCategoriesQuery } from './help-documents';
import { reorderErrors } from './reorder';
import type { HelpTabProps } from './help-tabs';
import { PageEditor } from './page-editor';
import { SortableRows } from './sortable-rows';
import { useHelpChange } from './use-help-change';
import { HelpTabHeader } from './help-tab-header';
import { graphql } from '../../gql';
import { HoverTooltip } from '../../shared/hover-tooltip';

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

type Page = PageEditor_PageFragment;
interface Group {
  id: string;
  label: string;
  pages: Page[];
  /** What a reorder of its pages is based on; none for search results, which cannot be reordered. */
  orderVersion?: string;
}
type Editing = { page: Page | null; categoryId?: string } | null;
type Asking = { kind: 'duplicate' | 'delete'; page: Page } | null;

const matches = (page: Page, term: string) =>
  page.label.toLowerCase().includes(term) || page.texts.some((t) => t.title.toLowerCase().includes(term));

/** Pages tab (spec 001 §2.10): pages grouped by category, reorder within one, duplicate, edit, delete. */
export function PagesTab({ domain, onFormOpen }: HelpTabProps) {
  const { data, loading, error, refetch } = useQuery(HelpCategoriesQuery, { variables: { domainId: domain.id } });
  const [search, setSearch] = useState('');
  // The open editor lives in the URL (`pageId=21`, `pageId=new`): reload, back and a shared link reopen it.
  const [params, setParams] = useSearchParams();
  const setEditing = (next: Editing) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('pageId', next.page?.id ?? 'new');
      else updated.delete('pageId');
      return updated;
    });
  const [asking, setAsking] = useState<Asking>(null);
  const [duplicate] = useMutation(DuplicateHelpPageMutation);
  const [remove] = useMutation(DeleteHelpPageMutation);
  const [reorder] = useMutation(ReorderHelpPagesMutation);
  const change = useHelpChange(refetch);
  const canWrite = domain.viewerCanWrite;
  const categories = data?.helpCategories;
  const term = search.trim().toLowerCase();
  const pageParam = params.get('pageId');
  const opened = pageParam && pageParam !== 'new' ? categories?.flatMap((c) => c.pages).find((p) => p.id === pageParam) : undefined;
  const editing: Editing = pageParam === 'new' ? { page: null } : opened ? { page: opened } : null;

  const editorOpen = editing !== null;
  useEffect(() => onFormOpen(editorOpen), [editorOpen, onFormOpen]);

  const groups = useMemo<Group[]>(() => {
    if (!categories) return [];
    if (!term) return categories.map((c) => ({ id: c.id, label: c.label, pages: c.pages, orderVersion: c.pageOrderVersion }));
    const found = new Map<string, Page>();
    for (const c of categories) for (const p of c.pages) if (matches(p, term)) found.set(p.id, p);
    return [{ id: 'search', label: 'Search Results', pages: [...found.values()] }];
  }, [categories, term]);

  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loader role="status" aria-label="Loading" />;

  if (editing) {
    return (
      <PageEditor
        domainId={domain.id}
        languages={domain.languages.map((l) => l.code)}
        categories={(categories ?? []).map((c) => ({ id: c.id, label: c.label }))}
        page={editing.page}
        categoryId={editing.categoryId}
        canWrite={canWrite}
        onClose={() => setEditing(null)}
      />
    );
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

  const saveOrder = (group: Group, pages: Page[]) =>
    void change.run(async (comment) => {
      const { data: r } = await reorder({
        variables: { domainId: domain.id, categoryId: group.id, pageIds: pages.map((p) => p.id), comment, baseVersion: group.orderVersion },
      });
      const errors = reorderErrors(r?.reorderHelpPages.userErrors ?? [], (id) => group.pages.find((p) => p.id === id)?.label);
      return { ok: Boolean(r?.reorderHelpPages.id), userErrors: errors };
    }, 'Pages reordered');

  const noPages = groups.every((g) => g.pages.length === 0);

  return (
    <Stack gap="md">
      <HelpTabHeader
        searchLabel="Search pages"
        search={search}
        onSearch={setSearch}
        addLabel="Add New Page"
        addDisabled={!canWrite || (categories?.length ?? 0) === 0}
        onAdd={() => setEditing({ page: null })}
      />
      {noPages ? (
        <Text c="dimmed">No Data</Text>
      ) : (
        <Accordion multiple defaultValue={groups.map((g) => g.id)} key={term ? 'search' : 'groups'} variant="separated">
          {groups.map((group) => (
            <Accordion.Item key={group.id} value={group.id}>
              <Accordion.Control>
                {group.label} ({group.pages.length})
              </Accordion.Control>
              <Accordion.Panel>
                {group.pages.length === 0 ? (
                  <Text c="dimmed">No Data</Text>
                ) : (
                  // Fixed widths: every category's table puts its columns in the same place.
                  <Table aria-label={group.label} verticalSpacing="xs" layout="fixed">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={104}>
                          <VisuallyHidden>Order</VisuallyHidden>
                        </Table.Th>
                        <Table.Th>Name</Table.Th>
                        <Table.Th w={180}>Active Languages</Table.Th>
                        <Table.Th ta="right" w={150}>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      <SortableRows
                        rows={group.pages}
                        rowKey={(p) => p.id}
                        rowName={(p) => p.label}
                        enabled={canWrite && !term}
                        onReorder={(pages) => saveOrder(group, pages)}
                        cells={(page) => (
                          <>
                            <Table.Td>{page.label}</Table.Td>
                            <Table.Td>{page.activeLanguages.join('/')}</Table.Td>
                            <Table.Td>
                              <RowActions
                                name={page.label}
                                onEdit={() => setEditing({ page })}
                                onDelete={canWrite ? () => setAsking({ kind: 'delete', page }) : undefined}
                              >
                                <HoverTooltip label="Duplicate">
                                  <ActionIcon
                                    variant="subtle"
                                    aria-label={`Duplicate ${page.label}`}
                                    disabled={!canWrite}
                                    onClick={() => setAsking({ kind: 'duplicate', page })}
                                  >
                                    <IconCopy size={18} stroke={1.5} />
                                  </ActionIcon>
                                </HoverTooltip>
                              </RowActions>
                            </Table.Td>
                          </>
                        )}
                      />
                    </Table.Tbody>
                  </Table>
                )}
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
