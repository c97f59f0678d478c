import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TextFormModal, type SaveOutcome } from '../../../shared/forms/text-form-modal';
import { languageFormSchema, type LanguageFormValues } from './language-form-schema';
import { refreshRootField } from '../../../shared/cache/cache-updates';

export const LanguageRowFragment = graphql(`
  fragment LanguageRow_language on Language {
    id
    version
    name
    code
  }
`);

const CreateLanguageMutation = graphql(`
  mutation CreateLanguage($input: CreateLanguageInput!) {
    createLanguage(input: $input) {
      language {
        ...LanguageRow_language
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

// The language as it is now, for a conflict's Take theirs.
const LanguageNowQuery = graphql(`
  query LanguageNow($id: ID!) {
    language(id: $id) {
      ...LanguageRow_language
    }
  }
`);

const UpdateLanguageMutation = graphql(`
  mutation UpdateLanguage($input: UpdateLanguageInput!) {
    updateLanguage(input: $input) {
      language {
        ...LanguageRow_language
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export interface LanguageRow {
  id: string;
  /** The row's version as listed: an edit is based on it. */
  version?: string;
  name: string;
  code: string;
}

interface LanguageFormModalProps {
  language: LanguageRow | null;
  onClose: () => void;
}

export function LanguageFormModal({ language, onClose }: LanguageFormModalProps) {
  // A new language may land on any page: the lists load again.
  const [createLanguage, creating] = useMutation(CreateLanguageMutation, {
    update: (cache, { data }) => data?.createLanguage.language && refreshRootField(cache, 'languages'),
  });
  const [updateLanguage, updating] = useMutation(UpdateLanguageMutation);
  const client = useApolloClient();
  const record = language && {
    entityType: 'Language',
    id: language.id,
    version: language.version ?? null,
    reload: async () => {
      const { data } = await client.query({ query: LanguageNowQuery, variables: { id: language.id }, fetchPolicy: 'network-only' });
      const now = data?.language;
      return now ? { values: { name: now.name, code: now.code }, version: now.version } : null;
    },
  };

  const submit = async (values: LanguageFormValues, baseVersion: string | null): Promise<SaveOutcome> => {
    const input = { name: values.name.trim(), code: values.code };
    if (language) {
      const { data } = await updateLanguage({ variables: { input: { id: language.id, ...input, baseVersion } } });
      return { saved: Boolean(data?.updateLanguage.language), userErrors: data?.updateLanguage.userErrors ?? [] };
    }
    const { data } = await createLanguage({ variables: { input } });
    return { saved: Boolean(data?.createLanguage.language), userErrors: data?.createLanguage.userErrors ?? [] };
  };

  return (
    <TextFormModal
      title={language ? 'Edit language' : 'Add language'}
      fields={[
        { name: 'name', label: 'Name' },
        { name: 'code', label: 'Code' },
      ]}
      initialValues={{ name: language?.name ?? '', code: language?.code ?? '' }}
      schema={languageFormSchema}
      submit={submit}
      record={record ?? undefined}
      saving={creating.loading || updating.loading}
      successMessage={language ? 'Language Updated!' : 'Language Created!'}
      onClose={onClose}
    />
  );
}
