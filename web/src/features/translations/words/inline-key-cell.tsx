import { useMutation } from '@apollo/client/react';
import { TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { readableError } from '../../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notify';
import { SaveTranslationMutation } from './translation-mutations';
import type { WordRow_WordFragment as WordRow } from '../../../gql/graphql';

// A word's key edited in place in the table (issue 19): Enter saves, Escape (or leaving the
// field) cancels. The row shows the new key at once; a refusal puts the old one back and the
// editor stays open with what was typed and the reason beside it, for the user to correct.

/** The spec's rule for a key (spec §5), as the form says it. */
export const keyError = (key: string) => (key.trim() ? null : 'Key is required');

export function InlineKeyCell({ word }: { word: WordRow }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rename, { loading }] = useMutation(SaveTranslationMutation);
  const error = draft === null ? null : (keyError(draft) ?? refusal);
  const field = useRef<HTMLInputElement>(null);
  const editing = draft !== null;
  // The field takes the focus when it opens, as the click asked for it (not on page load).
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);

  if (!word.viewerCanEdit || word.keyLocked) return <>{word.key}</>;
  if (draft === null) {
    return (
      <UnstyledButton
        aria-label={`Edit key of ${word.translationKey}`}
        onClick={() => {
          setRefusal(null);
          setDraft(word.key);
        }}
        fz="sm"
        td="underline dotted"
      >
        {word.key}
      </UnstyledButton>
    );
  }

  const save = async () => {
    const key = draft.trim();
    if (keyError(draft) || loading) return;
    setRefusal(null);
    if (key === word.key) return setDraft(null);
    try {
      const { data } = await rename({
        // The row's version: a colleague's rename since is refused (named in the refusal), their phrases merge.
        variables: { input: { wordId: word.id, key, sectionId: word.section.id, translations: [], baseVersion: word.version } },
        optimisticResponse: {
          __typename: 'Mutation',
          saveTranslation: {
            __typename: 'SaveTranslationPayload',
            word: { __typename: 'Word', id: word.id, key, translationKey: `${word.section.key}.${key}` },
            userErrors: [],
          },
        },
      });
      const refused = data?.saveTranslation.userErrors[0]?.message;
      if (refused) {
        setRefusal(refused);
        field.current?.focus();
        return;
      }
      setDraft(null);
      notifySuccess('Translation Updated!');
    } catch (failure) {
      notifyError(readableError(failure));
    }
  };

  return (
    <TextInput
      aria-label={`Key of ${word.translationKey}`}
      value={draft}
      error={error}
      size="xs"
      ref={field}
      onChange={(event) => {
        setRefusal(null);
        setDraft(event.currentTarget.value);
      }}
      onBlur={() => {
        // Leaving the field cancels, but not while its save is under way.
        if (!loading) setDraft(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        } else if (event.key === 'Escape') {
          // The key is the field's own: a surrounding modal or list must not react to it.
          event.stopPropagation();
          setDraft(null);
        }
      }}
    />
  );
}
