import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { listedRecord } from '../../shared/forms/listed-record';
import { graphql } from '../../gql';
import { CrudTable } from '../../shared/lists/crud-table';
import { TextFormModal, type SaveOutcome } from '../../shared/forms/text-form-modal';
import { requiredText, z } from '../../shared/forms/zod';
import { SetupScreen } from './setup-screen';
import { appendToRootList, evictEntity } from '../../shared/cache/cache-updates';

export const SetupSectionsQuery = graphql(`
  query SetupSections {
    configurationSetupSections {
      id
      version
      name
      subsections {
        id
        name
        sectionId
      }
    }
  }
`);

const CreateSectionMutation = graphql(`
  mutation CreateConfigurationSection($input: ConfigurationNameInput!) {
    createConfigurationSection(input: $input) {
      section {
        id
        version
        name
        subsections {
          id
        }
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const UpdateSectionMutation = graphql(`
  mutation UpdateConfigurationSection($id: ID!, $input: ConfigurationNameInput!, $baseVersion: String) {
    updateConfigurationSection(id: $id, input: $input, baseVersion: $baseVersion) {
      section {
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

const DeleteSectionMutation = graphql(`
  mutation DeleteConfigurationSection($id: ID!) {
    deleteConfigurationSection(id: $id) {
      deletedId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

interface SectionRow {
  id: string;
  /** As the list showed it: an edit is based on it. */
  version?: string | null;
  name: string;
}

const schema = z.object({ name: requiredText('The name is required') });

/** /home/configurations-settings/sections: the website edit screen's tabs. */
export function SectionsScreen() {
  const { data, loading, error, refetch } = useQuery(SetupSectionsQuery);
  const [deleteSection] = useMutation(DeleteSectionMutation, {
    update: (cache, { data }) => evictEntity(cache, 'ConfigurationSection', data?.deleteConfigurationSection.deletedId),
  });
  const sections = data?.configurationSetupSections;
  return (
    <SetupScreen title="Sections">
      <CrudTable<SectionRow>
        label="Sections"
        addLabel="Add section"
        deleteTitle="Delete section"
        columns={[
          { key: 'id', label: 'ID', width: 80, render: (section) => section.id },
          { key: 'name', label: 'Name', render: (section) => section.name },
        ]}
        rowName={(section) => section.name}
        shownPage={sections ? { items: sections, pageCount: 1 } : undefined}
        canWrite
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        renderForm={(section, onClose) => <SectionFormModal section={section} onClose={onClose} />}
        remove={async (section) => {
          const { data: result } = await deleteSection({ variables: { id: section.id } });
          return result?.deleteConfigurationSection.userErrors ?? [];
        }}
      />
    </SetupScreen>
  );
}

function SectionFormModal({ section, onClose }: { section: SectionRow | null; onClose: () => void }) {
  const [create, creating] = useMutation(CreateSectionMutation, {
    update: (cache, { data }) => appendToRootList(cache, 'configurationSetupSections', data?.createConfigurationSection.section),
  });
  const client = useApolloClient();
  const record = section
    ? listedRecord(client, {
        entityType: 'ConfigurationSection',
        row: section,
        list: SetupSectionsQuery,
        itemsOf: (data) => data.configurationSetupSections,
        valuesOf: (row) => ({ name: row.name }),
      })
    : undefined;
  const [update, updating] = useMutation(UpdateSectionMutation);
  const submit = async ({ name }: { name: string }, baseVersion: string | null): Promise<SaveOutcome> => {
    const input = { name: name.trim() };
    if (section) {
      const { data } = await update({ variables: { id: section.id, input, baseVersion } });
      return { saved: Boolean(data?.updateConfigurationSection.section), userErrors: data?.updateConfigurationSection.userErrors ?? [] };
    }
    const { data } = await create({ variables: { input } });
    return { saved: Boolean(data?.createConfigurationSection.section), userErrors: data?.createConfigurationSection.userErrors ?? [] };
  };
  return (
    <TextFormModal
      title={section ? 'Edit section' : 'Add section'}
      fields={[{ name: 'name', label: 'Name' }]}
      initialValues={{ name: section?.name ?? '' }}
      schema={schema}
      submit={submit}
      record={record}
      saving={creating.loading || updating.loading}
      // The spec's text for a new section, kept as it is (spec 001 §8).
      successMessage={section ? 'Section Updated!' : 'Custom Page Created!'}
      onClose={onClose}
    />
  );
}
