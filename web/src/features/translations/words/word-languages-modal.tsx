import { useQuery } from '@apollo/client/react';
import { Loader, Modal } from '@mantine/core';
import { graphql } from '../../../gql';
import { QueryError } from '../../../shared/notices/query-error';
import { WordLanguagesTable, type WordLanguageLine } from './word-languages-table';

const WordLanguagesQuery = graphql(`
  query WordLanguages($id: ID!) {
    allLanguages {
      id
      name
    }
    word(id: $id) {
      id
      translations {
        id
        phrase
        language {
          id
          name
          code
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

interface WordLanguagesModalProps {
  word: { id: string; translationKey: string } | null;
  onClose: () => void;
}

/** 'Language list for key: {key}': each language's phrase and its website exceptions. */
export function WordLanguagesModal({ word, onClose }: WordLanguagesModalProps) {
  const { data, loading, error } = useQuery(WordLanguagesQuery, {
    variables: { id: word?.id ?? '' },
    skip: !word,
    fetchPolicy: 'network-only',
  });
  const loaded = data?.word;
  // Spec 000 §2: every language, with an empty cell where the key has no translation.
  const lines: WordLanguageLine[] = (data?.allLanguages ?? []).map((language) => ({
    languageId: language.id,
    language: language.name,
    phrase: loaded?.translations.find((t) => t.language.id === language.id)?.phrase ?? '',
    exceptions: (loaded?.exceptions ?? []).filter((e) => e.language.id === language.id).map((e) => `${e.website.url} - ${e.phrase}`),
  }));
  return (
    <Modal opened={word !== null} onClose={onClose} title={`Language list for key: ${word?.translationKey ?? ''}`} size="lg" centered>
      {error ? (
        <QueryError error={error} />
      ) : loading && !loaded ? (
        <Loader role="status" aria-label="Loading" />
      ) : (
        <WordLanguagesTable lines={lines} />
      )}
    </Modal>
  );
}
