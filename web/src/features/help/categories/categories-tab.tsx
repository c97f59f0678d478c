import { useMutation, useQuery } from '@apollo/client/react';
import { Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { HelpCategoriesQuery } from '../../../gql/graphql';
import { ConfirmModal } from '../../../shared/notices/confirm-modal';
import { QueryError } from '../../../shared/notices/query-error';
import { RowActions } from '../../../shared/lists/row-actions';
import { CategoryForm } from './category-form';
import { HelpCategoriesQuery as CategoriesQuery } from '../help-documents';
import type { HelpTabProps } from '../help-tabs';
import { SortableRows } from '../sortable-rows';
import { reorderErrors } from '../reorder';
import { useHelpChange } from '../use-help-change';
import { HelpTabHeader } from '../help-tab-header';
import { graphql } from '../../../gql';

const DeleteHelpCategoryMutation = graphql(`
  mutation DeleteHelpCategory($domainId: ID!, $id: ID!, $comment: String) {
    deleteHelpCategory(domainId: $domainId, id: $id, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const ReorderHelpCategoriesMutation = graphql(`
  mutation ReorderHelpCategories($domainId: ID!, $categoryIds: [ID!]!, $comment: String, $baseVersion: String) {
    reorderHelpCategories(domainId: $domainId, categoryIds: $categoryIds, comment: $comment, baseVersion: $baseVersion) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

type Category = HelpCategoriesQuery['helpCategories'][number];

/** Categories tab (spec 001 §2.10): search, add, edit, delete (its pages go too), drag to reorder. */
export function CategoriesTab({ domain, onFormOpen }: HelpTabProps) {
  const { data, loading, error, refetch } = useQuery(CategoriesQuery, { variables: { domainId: domain.id } });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ category: Category | null } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [remove] = useMutation(DeleteHelpCategoryMutation);
  const [reorder] = useMutation(ReorderHelpCategoriesMutation);
  const change = useHelpChange(refetch);
  const canWrite = domain.viewerCanWrite;
  const languages = domain.languages.map((l) => l.code);
  const term = search.trim().toLowerCase();

  useEffect(() => onFormOpen(editing !== null), [editing, onFormOpen]);

  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loader role="status" aria-label="Loading" />;
  if (editing)
    return <CategoryForm domainId={domain.id} languages={languages} category={editing.category} onClose={() => setEditing(null)} />;

  const nameOf = (c: Category) => c.texts.find((t) => t.language === domain.defaultLanguage)?.name || c.label;
  const all = data?.helpCategories ?? [];
  const shown = term
    ? all.filter((c) => c.label.toLowerCase().includes(term) || c.texts.some((t) => t.name.toLowerCase().includes(term)))
    : all;

  const confirmDelete = async () => {
    const category = deleting;
    setDeleting(null);
    if (!category) return;
    await change.run(async (comment) => {
      const { data: r } = await remove({ variables: { domainId: domain.id, id: category.id, comment } });
      return { ok: Boolean(r?.deleteHelpCategory.id), userErrors: r?.deleteHelpCategory.userErrors ?? [] };
    }, 'Category deleted');
  };

  const saveOrder = (rows: Category[]) =>
    void change.run(async (comment) => {
      const baseVersion = data?.helpDomain?.categoryOrderVersion;
      const { data: r } = await reorder({ variables: { domainId: domain.id, categoryIds: rows.map((c) => c.id), comment, baseVersion } });
      const errors = reorderErrors(r?.reorderHelpCategories.userErrors ?? [], (id) => all.find((c) => c.id === id)?.label);
      return { ok: Boolean(r?.reorderHelpCategories.id), userErrors: errors };
    }, 'Categories reordered');

  return (
    <Stack gap="md">
      <HelpTabHeader
        searchLabel="Search categories"
        search={search}
        onSearch={setSearch}
        addLabel="Add Category"
        addDisabled={!canWrite}
        onAdd={() => setEditing({ category: null })}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">No Data</Text>
      ) : (
        <Table aria-label="Categories" verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={104}>
                <VisuallyHidden>Order</VisuallyHidden>
              </Table.Th>
              <Table.Th>Category Name</Table.Th>
              <Table.Th ta="right">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <SortableRows
              rows={shown}
              rowKey={(c) => c.id}
              rowName={(c) => c.label}
              enabled={canWrite && !term}
              onReorder={saveOrder}
              cells={(category) => (
                <>
                  <Table.Td>
                    {nameOf(category)}
                    {!category.isActive && (
                      <Text span c="dimmed" size="sm">
                        {' '}
                        (inactive)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={category.label}
                      onEdit={canWrite ? () => setEditing({ category }) : undefined}
                      onDelete={canWrite ? () => setDeleting(category) : undefined}
                    />
                  </Table.Td>
                </>
              )}
            />
          </Table.Tbody>
        </Table>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete category"
        message={deleting ? `Are you sure you want to delete ${deleting.label}? Its pages will be deleted too.` : ''}
        confirmLabel="Delete"
        confirmColor="red"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      {change.modal}
    </Stack>
  );
}
