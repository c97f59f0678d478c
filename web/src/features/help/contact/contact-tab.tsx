import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { HelpContactQuery as HelpContactData } from '../../../gql/graphql';
import { Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { readableError } from '../../../shared/requests/error-message';
import { FormErrorsAlert } from '../../../shared/forms/form-errors-alert';
import { notifySuccess } from '../../../shared/notices/notify';
import { QueryError } from '../../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../../shared/forms/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useCommentPrompt } from '../comment-prompt';
import type { HelpTabProps } from '../help-tabs';
import { HistoryLink } from '../../../shared/activity/history-link';
import { graphql } from '../../../gql';
import { useVersionedEdit, VersionedNotices } from '../../../shared/forms/use-versioned-edit';

const HelpContactQuery = graphql(`
  query HelpContact($domainId: ID!) {
    helpContactSection(domainId: $domainId) {
      id
      version
      texts {
        language
        text
      }
    }
    helpContactForm(domainId: $domainId) {
      id
      version
      texts {
        language
        text
      }
    }
  }
`);

const SaveHelpContactSectionMutation = graphql(`
  mutation SaveHelpContactSection($domainId: ID!, $texts: [HelpTextInput!]!, $comment: String, $baseVersion: String) {
    saveHelpContactSection(domainId: $domainId, texts: $texts, comment: $comment, baseVersion: $baseVersion) {
      content {
        id
        version
        texts {
          language
          text
        }
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const SaveHelpContactFormMutation = graphql(`
  mutation SaveHelpContactForm($domainId: ID!, $texts: [HelpTextInput!]!, $comment: String, $baseVersion: String) {
    saveHelpContactForm(domainId: $domainId, texts: $texts, comment: $comment, baseVersion: $baseVersion) {
      content {
        id
        version
        texts {
          language
          text
        }
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

type HelpContent = NonNullable<HelpContactData['helpContactSection']>;

const RichTextField = lazy(() => import('../../../shared/forms/rich-text-field'));

const NAMES = { section: 'Help Contact Section', form: 'Help Contact Form' } as const;

/** Contact and Contact Form tabs (spec 001 §2.10): rich text per language, admins write. */
export function ContactTab({ domain, isAdmin, kind }: HelpTabProps & { kind: 'section' | 'form' }) {
  const { data, loading, error, refetch } = useQuery(HelpContactQuery, { variables: { domainId: domain.id } });
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loader role="status" aria-label="Loading" />;
  const content = kind === 'section' ? data?.helpContactSection : data?.helpContactForm;
  const languages = domain.languages.map((l) => l.code);
  const texts = Object.fromEntries(languages.map((code) => [code, content?.texts.find((t) => t.language === code)?.text ?? '']));
  return (
    <ContactForm
      key={content?.id ?? 'new'}
      domainId={domain.id}
      kind={kind}
      exists={Boolean(content)}
      initial={texts}
      version={content?.version ?? null}
      reload={refetch}
      canWrite={isAdmin}
    />
  );
}

interface ContactFormProps {
  domainId: string;
  kind: 'section' | 'form';
  exists: boolean;
  initial: Record<string, string>;
  version: string | null;
  reload: () => Promise<{ data?: HelpContactData }>;
  canWrite: boolean;
}

function ContactForm({ domainId, kind, exists, initial, version, reload, canWrite }: ContactFormProps) {
  const [texts, setTexts] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  // The answer is the saved text: an update lands on its cached record; a first save becomes the
  // query's value for this domain (it was null), without asking the server again.
  const showSaved = (field: 'helpContactSection' | 'helpContactForm') => (cache: ApolloCache, content: HelpContent | null | undefined) => {
    if (content) cache.updateQuery({ query: HelpContactQuery, variables: { domainId } }, (q) => q && { ...q, [field]: content });
  };
  const [saveSection, section] = useMutation(SaveHelpContactSectionMutation, {
    update: (cache, { data }) => showSaved('helpContactSection')(cache, data?.saveHelpContactSection.content),
  });
  const [saveForm, form] = useMutation(SaveHelpContactFormMutation, {
    update: (cache, { data }) => showSaved('helpContactForm')(cache, data?.saveHelpContactForm.content),
  });
  const comment = useCommentPrompt();
  const dirty = canWrite && JSON.stringify(texts) !== JSON.stringify(saved);
  const guard = useUnsavedChangesGuard(dirty);
  const languages = Object.keys(initial);
  const entity = kind === 'section' ? 'HelpContactSection' : 'HelpContactForm';
  const edit = useVersionedEdit({ entityType: entity, entityId: domainId, loaded: version, isDirty: () => dirty });
  const takeTheirs = () =>
    void reload().then(({ data }) => {
      const content = kind === 'section' ? data?.helpContactSection : data?.helpContactForm;
      if (!content) return;
      const theirs = Object.fromEntries(languages.map((code) => [code, content.texts.find((t) => t.language === code)?.text ?? '']));
      setTexts(theirs);
      setSaved(theirs);
      edit.basedOn(content.version);
    });

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (overBase?: string) => {
    const note = await comment.ask();
    if (note === null) return;
    setErrors([]);
    edit.clear();
    const variables = {
      domainId,
      texts: languages.map((language) => ({ language, text: texts[language] ?? '' })),
      comment: note || null,
      baseVersion: overBase ?? edit.baseVersion,
    };
    try {
      const result =
        kind === 'section'
          ? (await saveSection({ variables })).data?.saveHelpContactSection
          : (await saveForm({ variables })).data?.saveHelpContactForm;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.content) {
        setErrors(result?.userErrors.map((e) => e.message) ?? ['Not saved.']);
        return;
      }
      setSaved(texts);
      edit.basedOn(result.content.version);
      notifySuccess(`${NAMES[kind]} ${exists ? 'Updated' : 'Created'}`);
    } catch (error) {
      setErrors([readableError(error)]);
    }
  };

  return (
    <Stack gap="md">
      {!canWrite && <Text c="dimmed">Only admins change the contact texts.</Text>}
      <FormErrorsAlert messages={errors} />
      <VersionedNotices
        edit={edit}
        labelOf={(field) => (field.startsWith('texts.') ? `Text (${field.slice('texts.'.length).toUpperCase()})` : null)}
        yoursOf={(field) => texts[field.slice('texts.'.length)] ?? null}
        keeping={section.loading || form.loading}
        onTakeTheirs={takeTheirs}
        onKeepMine={(base) => void submit(base)}
      />
      <Tabs defaultValue={languages[0]} keepMounted={false}>
        <Tabs.List aria-label="Languages">
          {languages.map((code) => (
            <Tabs.Tab key={code} value={code}>
              {code.toUpperCase()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map((code) => (
          <Tabs.Panel key={code} value={code} pt="sm">
            <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the editor" />}>
              <RichTextField
                label={`Content (${code})`}
                value={texts[code] ?? ''}
                disabled={!canWrite}
                onChange={(html) => setTexts((current) => ({ ...current, [code]: html }))}
                height={200}
              />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="flex-end">
        {exists && <HistoryLink entityType={kind === 'section' ? 'HelpContactSection' : 'HelpContactForm'} entityId={domainId} />}
        <Button onClick={() => void submit()} disabled={!dirty} loading={section.loading || form.loading}>
          {exists ? 'Update' : 'Create'}
        </Button>
      </Group>
      {comment.modal}
      <UnsavedChangesModal guard={guard} />
    </Stack>
  );
}
