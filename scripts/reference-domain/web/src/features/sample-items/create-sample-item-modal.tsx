import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { appendToRootList } from '../../shared/cache/cache-updates';
import { TextFormModal, type SaveOutcome } from '../../shared/forms/text-form-modal';
import { requiredText, z } from '../../shared/forms/zod';

// Adding a sample item: the form checks what it can, the gateway the rest (a taken name).

export const CreateSampleItemMutation = graphql(`
  mutation CreateSampleItem($input: CreateSampleItemInput!) {
    createSampleItem(input: $input) {
      sampleItem {
        id
        name
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const schema = z.object({ name: requiredText('The name is required') });

export function CreateSampleItemModal({ onClose }: { onClose: () => void }) {
  const [create, creating] = useMutation(CreateSampleItemMutation, {
    // The created one joins the end of the cached list, as the upstream lists it.
    update: (cache, { data }) => appendToRootList(cache, 'sampleItems', data?.createSampleItem.sampleItem),
  });

  const submit = async (values: { name: string }): Promise<SaveOutcome> => {
    const { data } = await create({ variables: { input: { name: values.name.trim() } } });
    return { saved: Boolean(data?.createSampleItem.sampleItem), userErrors: data?.createSampleItem.userErrors ?? [] };
  };

  return (
    <TextFormModal
      title="Add sample item"
      fields={[{ name: 'name', label: 'Name' }]}
      initialValues={{ name: '' }}
      schema={schema}
      submit={submit}
      saving={creating.loading}
      successMessage="Sample item created"
      onClose={onClose}
    />
  );
}
