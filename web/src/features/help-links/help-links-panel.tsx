import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { listedRecord } from '../../shared/forms/listed-record';
import { graphql } from '../../gql';
import { CrudTable } from '../../shared/lists/crud-table';
import { TextFormModal, type SaveOutcome } from '../../shared/forms/text-form-modal';
import { requiredText, z } from '../../shared/forms/zod';
import { appendToRootList, evictEntity } from '../../shared/cache/cache-updates';

// Help links (spec 001 §2.3), developers only: the help centre's domain form offers them.

export const HelpLinksQuery = graphql(`
  query HelpLinks {
    helpLinks {
      id
      version
      name
      label
    }
  }
`);

export const CreateHelpLinkMutation = graphql(`
  mutation CreateHelpLink($input: HelpLinkInput!) {
    createHelpLink(input: $input) {
      helpLink {
        id
        version
        name
        label
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const UpdateHelpLinkMutation = graphql(`
  mutation UpdateHelpLink($id: ID!, $input: HelpLinkInput!, $baseVersion: String) {
    updateHelpLink(id: $id, input: $input, baseVersion: $baseVersion) {
      helpLink {
        id
        version
        name
        label
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const DeleteHelpLinkMutation = graphql(`
  mutation DeleteHelpLink($id: ID!) {
    deleteHelpLink(id: $id) {
      deletedId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

interface HelpLinkRow {
  id: string;
  /** As the list showed it: an edit is based on it. */
  version?: string | null;
  name: string;
  label: string;
}

const schema = z.object({
  name: requiredText('The name is required'),
  label: requiredText('The label is required'),
});

export function HelpLinksPanel({ canWrite }: { canWrite: boolean }) {
  const { data, loading, error, refetch } = useQuery(HelpLinksQuery);
  const [deleteLink] = useMutation(DeleteHelpLinkMutation, {
    update: (cache, { data }) => evictEntity(cache, 'HelpLink', data?.deleteHelpLink.deletedId),
  });
  const links = data?.helpLinks;

  return (
    <CrudTable<HelpLinkRow>
      label="Help Links"
      addLabel="Add help link"
      deleteTitle="Delete help link"
      deleteMessage={(link) => `Are you sure you want to delete ${link.label}?`}
      columns={[
        { key: 'name', label: 'Name', render: (link) => link.name },
        { key: 'label', label: 'Label', render: (link) => link.label },
      ]}
      rowName={(link) => link.label}
      shownPage={links ? { items: links, pageCount: 1 } : undefined}
      canWrite={canWrite}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      renderForm={(link, onClose) => <HelpLinkFormModal link={link} onClose={onClose} />}
      remove={async (link) => {
        const { data: result } = await deleteLink({ variables: { id: link.id } });
        return result?.deleteHelpLink.userErrors ?? [];
      }}
    />
  );
}

function HelpLinkFormModal({ link, onClose }: { link: HelpLinkRow | null; onClose: () => void }) {
  const [createLink, creating] = useMutation(CreateHelpLinkMutation, {
    update: (cache, { data }) => appendToRootList(cache, 'helpLinks', data?.createHelpLink.helpLink),
  });
  const client = useApolloClient();
  const record = link
    ? listedRecord(client, {
        entityType: 'HelpLink',
        row: link,
        list: HelpLinksQuery,
        itemsOf: (data) => data.helpLinks,
        valuesOf: (row) => ({ name: row.name, label: row.label }),
      })
    : undefined;
  const [updateLink, updating] = useMutation(UpdateHelpLinkMutation);

  const submit = async (values: { name: string; label: string }, baseVersion: string | null): Promise<SaveOutcome> => {
    const input = { name: values.name.trim(), label: values.label.trim() };
    if (link) {
      const { data } = await updateLink({ variables: { id: link.id, input, baseVersion } });
      return { saved: Boolean(data?.updateHelpLink.helpLink), userErrors: data?.updateHelpLink.userErrors ?? [] };
    }
    const { data } = await createLink({ variables: { input } });
    return { saved: Boolean(data?.createHelpLink.helpLink), userErrors: data?.createHelpLink.userErrors ?? [] };
  };

  return (
    <TextFormModal
      title={link ? 'Edit help link' : 'Add help link'}
      fields={[
        { name: 'name', label: 'Name' },
        { name: 'label', label: 'Label' },
      ]}
      initialValues={{ name: link?.name ?? '', label: link?.label ?? '' }}
      schema={schema}
      submit={submit}
      record={record}
      saving={creating.loading || updating.loading}
      successMessage={link ? 'Help link updated' : 'Help link created'}
      onClose={onClose}
    />
  );
}
