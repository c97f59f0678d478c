import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TextFormModal, type SaveOutcome } from '../../../shared/forms/text-form-modal';
import { sectionFormSchema, type SectionFormValues } from './section-form-schema';
import { refreshRootField } from '../../../shared/cache/cache-updates';

export const SectionRowFragment = graphql(`
  fragment SectionRow_section on Section {
    id
    version
    key
    title
    isTooltips
  }
`);

const CreateSectionMutation = graphql(`
  mutation CreateSection($input: CreateSectionInput!) {
    createSection(input: $input) {
      section {
        ...SectionRow_section
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

// The section as it is now, for a conflict's Take theirs.
const SectionNowQuery = graphql(`
  query SectionNow($id: ID!) {
    section(id: $id) {
      ...SectionRow_section
    }
  }
`);

const UpdateSectionMutation = graphql(`
  mutation UpdateSection($input: UpdateSectionInput!) {
    updateSection(input: $input) {
      section {
        ...SectionRow_section
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export interface SectionRow {
  id: string;
  /** The row's version as listed: an edit is based on it. */
  version?: string;
  key: string;
  title: string;
  isTooltips: boolean;
}

interface SectionFormModalProps {
  section: SectionRow | null;
  onClose: () => void;
}

export function SectionFormModal({ section, onClose }: SectionFormModalProps) {
  // A new section may land on any page: the lists load again.
  const [createSection, creating] = useMutation(CreateSectionMutation, {
    update: (cache, { data }) => data?.createSection.section && refreshRootField(cache, 'sections'),
  });
  const [updateSection, updating] = useMutation(UpdateSectionMutation);
  const client = useApolloClient();
  const record = section && {
    entityType: 'Section',
    id: section.id,
    version: section.version ?? null,
    reload: async () => {
      const { data } = await client.query({ query: SectionNowQuery, variables: { id: section.id }, fetchPolicy: 'network-only' });
      const now = data?.section;
      return now ? { values: { title: now.title, key: now.key }, version: now.version } : null;
    },
  };

  const submit = async (values: SectionFormValues, baseVersion: string | null): Promise<SaveOutcome> => {
    const input = { title: values.title.trim(), key: values.key };
    if (section) {
      const { data } = await updateSection({ variables: { input: { id: section.id, ...input, baseVersion } } });
      return { saved: Boolean(data?.updateSection.section), userErrors: data?.updateSection.userErrors ?? [] };
    }
    const { data } = await createSection({ variables: { input } });
    return { saved: Boolean(data?.createSection.section), userErrors: data?.createSection.userErrors ?? [] };
  };

  return (
    <TextFormModal
      title={section ? 'Edit section' : 'Add section'}
      fields={[
        { name: 'title', label: 'Title' },
        // The tooltips section's key is what the sites look tooltips up by: it never changes.
        { name: 'key', label: 'Key', disabled: section?.isTooltips },
      ]}
      initialValues={{ title: section?.title ?? '', key: section?.key ?? '' }}
      schema={sectionFormSchema}
      submit={submit}
      record={record ?? undefined}
      saving={creating.loading || updating.loading}
      successMessage={section ? 'Section Updated!' : 'Section Created!'}
      onClose={onClose}
    />
  );
}
