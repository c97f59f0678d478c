import { useMutation, useQuery } from '@apollo/client/react';
import { Group, Loader } from '@mantine/core';
import { SaveTranslationMutation } from './translation-mutations';
import { HistoryLink } from '../../../shared/activity/history-link';
import { graphql } from '../../../gql';
import type { TranslationFormWordQuery } from '../../../gql/graphql';
import { FormModal } from '../../../shared/forms/form-modal';
import { notifySuccess } from '../../../shared/notices/notify';
import { QueryError } from '../../../shared/notices/query-error';
import type { ExceptionDraft } from '../exceptions/exception-rules';
import { TranslationForm } from './translation-form';
import type { TranslationFormValues } from './translation-form-values';
import { useTranslationOptions } from './use-translation-options';
import { refreshRootField } from '../../../shared/cache/cache-updates';
import { changedParts } from './word-fields';
import type { SubmitWord, VersionedWord } from './use-translation-form';

const TranslationFormWordQueryDocument = graphql(`
  query TranslationFormWord($id: ID!) {
    word(id: $id) {
      id
      version
      key
      keyLocked
      section {
        id
      }
      translations {
        id
        phrase
        language {
          id
        }
      }
      exceptions {
        id
        phrase
        language {
          id
        }
        website {
          id
          url
        }
      }
    }
  }
`);

type LoadedWord = NonNullable<TranslationFormWordQuery['word']>;

function initialValues(word: LoadedWord | null, languageIds: readonly string[]): TranslationFormValues {
  const phrases = languageIds.map((languageId) => {
    const stored = word?.translations.find((t) => t.language.id === languageId);
    return { languageId, translationId: stored?.id ?? null, phrase: stored?.phrase ?? '' };
  });
  const exceptions: ExceptionDraft[] = (word?.exceptions ?? []).map((e) => ({
    key: e.id,
    id: e.id,
    websiteId: e.website.id,
    languageId: e.language.id,
    phrase: e.phrase,
    isDeleting: false,
  }));
  return { key: word?.key ?? '', sectionId: word?.section.id ?? '', phrases, exceptions };
}

interface TranslationFormModalProps {
  /** The word to edit; null to create one. */
  wordId: string | null;
  onClose: () => void;
}

/** Create (no word id) or update a word with its phrases and exceptions (spec §4). */
export function TranslationFormModal({ wordId, onClose }: TranslationFormModalProps) {
  const options = useTranslationOptions();
  const wordQuery = useQuery(TranslationFormWordQueryDocument, {
    variables: { id: wordId ?? '' },
    skip: !wordId,
    fetchPolicy: 'network-only',
  });
  const [saveTranslation, saving] = useMutation(SaveTranslationMutation, {
    // A saved key may change its section or sort position: the filtered, sorted pages are re-read.
    update: (cache, { data }) => data?.saveTranslation.word && refreshRootField(cache, 'words'),
  });
  const word = wordQuery.data?.word ?? null;
  const mode = wordId ? 'Update' : 'Create';
  const title = `${mode} translation`;
  const loading = options.loading || (wordId !== null && wordQuery.loading && !word);
  const error = options.error ?? wordQuery.error;
  const languageIds = options.languages.map((l) => l.id);
  // The form keeps the values it opened with; live updates refresh the cache under it, not its base.
  const versioned: VersionedWord | undefined = word
    ? {
        id: word.id,
        version: word.version,
        reload: () =>
          wordQuery
            .refetch()
            .then(({ data }) => (data?.word ? { values: initialValues(data.word, languageIds), version: data.word.version } : null)),
      }
    : undefined;

  // Only the phrases and exceptions changed since the base: a colleague's others stay (issue 41).
  const submit: SubmitWord = async (values, base, baseVersion) => {
    const { phrases, exceptions } = changedParts(wordId ? base : null, values);
    const { data } = await saveTranslation({
      variables: {
        input: {
          wordId,
          baseVersion,
          key: values.key.trim(),
          sectionId: values.sectionId,
          translations: phrases.map((p) => ({ languageId: p.languageId, phrase: p.phrase, translationId: p.translationId })),
          exceptions: exceptions.map((e) => ({
            id: e.id,
            websiteId: e.websiteId,
            languageId: e.languageId,
            phrase: e.phrase,
            isDeleting: e.isDeleting,
          })),
        },
      },
    });
    const payload = data?.saveTranslation;
    const errors = payload?.userErrors ?? [];
    if (errors.length > 0) return errors;
    if (!payload?.word) return [{ field: null, message: 'The translation was not saved.' }];
    notifySuccess(wordId ? 'Translation Updated!' : 'Translation Created!');
    onClose();
    return [];
  };

  const locked = word?.keyLocked ?? false;
  // Tooltip words keep their section; the tooltips section is never offered otherwise.
  const sections = options.sections.filter((s) => !s.isTooltips || (locked && s.id === word?.section.id));
  return (
    <FormModal onClose={onClose} title={title} size="xl" centered>
      {error ? (
        <QueryError error={error} />
      ) : loading ? (
        <Loader role="status" aria-label="Loading" />
      ) : (
        <>
          {wordId && (
            <Group justify="flex-end" mb="xs">
              <HistoryLink entityType="Word" entityId={wordId} />
            </Group>
          )}
          <TranslationForm
            word={versioned}
            initialValues={initialValues(word, languageIds)}
            sections={sections}
            languages={options.languages}
            websites={word?.exceptions.map((e) => e.website) ?? []}
            locked={locked}
            saving={saving.loading}
            onSubmit={submit}
            onCancel={onClose}
            submitLabel={mode}
          />
        </>
      )}
    </FormModal>
  );
}
