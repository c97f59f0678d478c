import { useMutation } from '@apollo/client/react';
import { evictEntity } from '../../../shared/cache/cache-updates';
import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DomainForm_DomainFragment } from '../../../gql/graphql';
import { ConfirmModal } from '../../../shared/notices/confirm-modal';
import { DataTable } from '../../../shared/lists/data-table';
import { RowActions } from '../../../shared/lists/row-actions';
import { DomainForm } from './domain-form';
import { NO_DOMAIN } from '../help-tabs';
import { useHelpChange } from '../use-help-change';
import { HelpTabHeader } from '../help-tab-header';
import { graphql } from '../../../gql';

const DeleteHelpDomainMutation = graphql(`
  mutation DeleteHelpDomain($id: ID!, $comment: String) {
    deleteHelpDomain(id: $id, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

interface SettingsTabProps {
  domains: readonly DomainForm_DomainFragment[];
  isAdmin: boolean;
  onFormOpen: (open: boolean) => void;
}

/** Settings tab (spec 001 §2.10): the domains; adding, saving and deleting them is for admins. */
export function SettingsTab({ domains, isAdmin, onFormOpen }: SettingsTabProps) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ domain: DomainForm_DomainFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<DomainForm_DomainFragment | null>(null);
  const [remove] = useMutation(DeleteHelpDomainMutation, {
    update: (cache, { data }) => evictEntity(cache, 'HelpDomain', data?.deleteHelpDomain.id),
  });
  const change = useHelpChange(() => undefined);
  const term = search.trim().toLowerCase();

  useEffect(() => onFormOpen(editing !== null), [editing, onFormOpen]);

  if (editing) return <DomainForm domain={editing.domain} isAdmin={isAdmin} onClose={() => setEditing(null)} />;

  const confirmDelete = async () => {
    const domain = deleting;
    setDeleting(null);
    if (!domain) return;
    await change.run(async (comment) => {
      const { data } = await remove({ variables: { id: domain.id, comment } });
      return { ok: Boolean(data?.deleteHelpDomain.id), userErrors: data?.deleteHelpDomain.userErrors ?? [] };
    }, 'Domain deleted');
  };

  return (
    <Stack gap="md">
      <HelpTabHeader
        searchLabel="Search domains"
        placeholder="Website name"
        search={search}
        onSearch={setSearch}
        addLabel="Add Domain"
        addDisabled={!isAdmin}
        onAdd={() => setEditing({ domain: null })}
      />
      <DataTable
        label="Domains"
        rows={domains.filter((d) => d.websiteName.toLowerCase().includes(term))}
        rowKey={(d) => d.id}
        emptyText={domains.length === 0 ? NO_DOMAIN : 'No Data'}
        columns={[
          { key: 'domain', label: 'Domain', render: (d) => d.websiteName },
          { key: 'website', label: 'Website Id', render: (d) => d.websiteId },
          {
            key: 'actions',
            label: 'Actions',
            hiddenLabel: true,
            align: 'right',
            render: (d) => (
              <RowActions
                name={d.websiteName}
                onEdit={() => setEditing({ domain: d })}
                onDelete={isAdmin ? () => setDeleting(d) : undefined}
              />
            ),
          },
        ]}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete domain"
        message={
          deleting
            ? `Are you sure you want to delete the help of ${deleting.websiteName}? Its categories and pages will be deleted too.`
            : ''
        }
        confirmLabel="Delete"
        confirmColor="red"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      {change.modal}
    </Stack>
  );
}
