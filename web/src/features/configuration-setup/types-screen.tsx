import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { listedRecord } from '../../shared/forms/listed-record';
import { graphql } from '../../gql';
import { CrudTable } from '../../shared/lists/crud-table';
import { TextFormModal, type SaveOutcome } from '../../shared/forms/text-form-modal';
import { requiredText, z } from '../../shared/forms/zod';
import { SetupScreen } from './setup-screen';
import { appendToRootList, evictEntity } from '../../shared/cache/cache-updates';

export const ConfigurationTypesQuery = graphql(`
  query ConfigurationTypes {
    configurationTypes {
      id
      version
      name
    }
  }
`);

const CreateTypeMutation = graphql(`
  mutation CreateConfigurationType($input: ConfigurationNameInput!) {
    createConfigurationType(input: $input) {
      type {
        id
        version
        name
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const UpdateTypeMutation = graphql(`
  mutation UpdateConfigurationType($id: ID!, $input: ConfigurationNameInput!, $baseVersion: String) {
    updateConfigurationType(id: $id, input: $input, baseVersion: $baseVersion) {
      type {
        id
        version
        name
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const DeleteTypeMutation = graphql(`
  mutation DeleteConfigurationType($id: ID!) {
    deleteConfigurationType(id: $id) {
      deletedId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

interface TypeRow {
  id: string;
  /** As the list showed it: an edit is based on it. */
  version?: string | null;
  name: string;
}

const schema = z.object({ name: requiredText('The name is required') });

/** /home/configurations-settings/types: a setting's type decides its editor. */
export function TypesScreen() {
  const { data, loading, error, refetch } = useQuery(ConfigurationTypesQuery);
  const [deleteType] = useMutation(DeleteTypeMutation, {
    update: (cache, { data }) => evictEntity(cache, 'ConfigurationTypeRecord', data?.deleteConfigurationType.deletedId),
  });
  const types = data?.configurationTypes;
  return (
    <SetupScreen title="Types">
      <CrudTable<TypeRow>
        label="Types"
        addLabel="Add type"
        deleteTitle="Delete type"
        columns={[
          { key: 'id', label: 'ID', width: 80, render: (type) => type.id },
          { key: 'name', label: 'Name', render: (type) => type.name },
        ]}
        rowName={(type) => type.name}
        shownPage={types ? { items: types, pageCount: 1 } : undefined}
        canWrite
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        renderForm={(type, onClose) => <TypeFormModal type={type} onClose={onClose} />}
        remove={async (type) => {
          const { data: result } = await deleteType({ variables: { id: type.id } });
          return result?.deleteConfigurationType.userErrors ?? [];
        }}
      />
    </SetupScreen>
  );
}

function TypeFormModal({ type, onClose }: { type: TypeRow | null; onClose: () => void }) {
  const [create, creating] = useMutation(CreateTypeMutation, {
    update: (cache, { data }) => appendToRootList(cache, 'configurationTypes', data?.createConfigurationType.type),
  });
  const client = useApolloClient();
  const record = type
    ? listedRecord(client, {
        entityType: 'ConfigurationTypeRecord',
        row: type,
        list: ConfigurationTypesQuery,
        itemsOf: (data) => data.configurationTypes,
        valuesOf: (row) => ({ name: row.name }),
      })
    : undefined;
  const [update, updating] = useMutation(UpdateTypeMutation);
  const submit = async ({ name }: { name: string }, baseVersion: string | null): Promise<SaveOutcome> => {
    const input = { name: name.trim() };
    if (type) {
      const { data } = await update({ variables: { id: type.id, input, baseVersion } });
      return { saved: Boolean(data?.updateConfigurationType.type), userErrors: data?.updateConfigurationType.userErrors ?? [] };
    }
    const { data } = await create({ variables: { input } });
    return { saved: Boolean(data?.createConfigurationType.type), userErrors: data?.createConfigurationType.userErrors ?? [] };
  };
  return (
    <TextFormModal
      title={type ? 'Edit type' : 'Add type'}
      fields={[{ name: 'name', label: 'Name' }]}
      initialValues={{ name: type?.name ?? '' }}
      schema={schema}
      submit={submit}
      record={record}
      saving={creating.loading || updating.loading}
      successMessage={type ? 'Type Updated!' : 'Type created!'}
      onClose={onClose}
    />
  );
}
