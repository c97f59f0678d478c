import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { TextFormModal, type SaveOutcome } from '../../shared/text-form-modal';
import { sectionFormSchema, type SectionFormValues } from './section-form-schema';
import { refreshRootField } from '../../shared/cache-updates';

export const SectionRowFragment = graphql(`
  fragment SectionRow_section on Section {
    id
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

  const submit = async (values: SectionFormValues): Promise<SaveOutcome> => {
    const input = { title: values.title.trim(), key: values.key };
    if (section) {
      const { data } = await updateSection({ variables: { input: { id: section.id, ...input } } });
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
      saving={creating.loading || updating.loading}
      successMessage={section ? 'Section Updated!' : 'Section Created!'}
      onClose={onClose}
    />
  );
}
