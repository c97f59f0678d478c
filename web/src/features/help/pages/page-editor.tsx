import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, Loader, Paper, Radio, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { PageEditor_PageFragment } from '../../../gql/graphql';
import { readableError } from '../../../shared/error-message';
import { FormErrorsAlert } from '../../../shared/form-errors-alert';
import { notifySuccess } from '../../../shared/notify';
import { UnsavedChangesModal } from '../../../shared/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../../shared/use-unsaved-changes-guard';
import { useCommentPrompt } from '../comment-prompt';
import { canSavePage, pageInput, pageValues, sameValues, type PageText, type PageValues } from './page-form';
import { HistoryLink } from '../../../shared/history-link';
import { graphql } from '../../../gql';
import { useVersionedEdit, VersionedNotices } from '../../../shared/use-versioned-edit';
import { pageFieldLabel, pageFieldText } from './page-conflict';
import { HelpPageQuery } from '../help-documents';

// What the editor reads when a page opens (HelpPageQuery) and the saves answer.
export const PageEditorFragment = graphql(`
  fragment PageEditor_page on HelpPage {
    id
    version
    label
    pageType
    isVisibleOnWeb
    isVisibleOnMobile
    categoryIds
    activeLanguages
    texts {
      language
      title
      content
      slug
      metaTitle
      metaDescription
      metaKeywords
    }
  }
`);

const SaveHelpPageMutation = graphql(`
  mutation SaveHelpPage($domainId: ID!, $id: ID!, $create: Boolean!, $input: HelpPageInput!, $comment: String, $baseVersion: String) {
    createHelpPage(domainId: $domainId, input: $input, comment: $comment) @include(if: $create) {
      page {
        ...PageEditor_page
      }
      ...PageEditor_categories
      userErrors {
        ...UserErrors
      }
    }
    updateHelpPage(domainId: $domainId, id: $id, input: $input, comment: $comment, baseVersion: $baseVersion) @skip(if: $create) {
      page {
        ...PageEditor_page
      }
      ...PageEditor_categories
      userErrors {
        ...UserErrors
      }
    }
  }
`);

// The page lists as the save left them (the page joins or leaves categories, its name and
// languages change), each with the order version its reorders are based on: the normalised
// cache updates every list at once.
graphql(`
  fragment PageEditor_categories on HelpPagePayload {
    categories {
      id
      pages {
        ...HelpPageRow_page
      }
      pageOrderVersion
    }
  }
`);

// TipTap is downloaded when a page opens, not with the list.
const RichTextField = lazy(() => import('../../../shared/rich-text-field'));

export interface PageEditorProps {
  domainId: string;
  languages: string[];
  categories: { id: string; label: string }[];
  /** null: a new page. */
  page: PageEditor_PageFragment | null;
  /** The category a new page was added from. */
  categoryId?: string;
  canWrite: boolean;
  onClose: (saved: boolean) => void;
}

/** The help page editor (spec 001 §2.10), in place of the list; read-only without help write. */
export function PageEditor({ domainId, languages, categories, page, categoryId, canWrite, onClose }: PageEditorProps) {
  const [initial, setInitial] = useState(() => pageValues(page, languages, categoryId));
  const [values, setValues] = useState<PageValues>(initial);
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  const [errors, setErrors] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SaveHelpPageMutation);
  const comment = useCommentPrompt();
  const dirty = canWrite && !sameValues(values, initial);
  const client = useApolloClient();
  const edit = useVersionedEdit({ entityType: 'HelpPage', entityId: page?.id, loaded: page?.version, isDirty: () => dirty });
  const takeTheirs = () => {
    if (!page) return;
    void client.query({ query: HelpPageQuery, variables: { domainId, id: page.id }, fetchPolicy: 'network-only' }).then(({ data }) => {
      const theirs = data?.helpPage;
      if (!theirs) return;
      const loaded = pageValues(theirs, languages);
      setInitial(loaded);
      setValues(loaded);
      edit.basedOn(theirs.version);
    });
  };
  const guard = useUnsavedChangesGuard(dirty);
  const text = values.texts[language] ?? { title: '', content: '', metaTitle: '', metaDescription: '', metaKeywords: '' };
  const readOnly = !canWrite;

  const setText = (field: keyof PageText, value: string) =>
    setValues((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...text, ...current.texts[language], [field]: value } },
    }));

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (overBase?: string) => {
    const note = await comment.ask();
    if (note === null) return;
    setErrors([]);
    edit.clear();
    try {
      const baseVersion = overBase ?? edit.baseVersion;
      const { data } = await save({
        variables: { domainId, id: page?.id ?? '0', create: !page, input: pageInput(values), comment: note || null, baseVersion },
      });
      const result = page ? data?.updateHelpPage : data?.createHelpPage;
      if (edit.refused(result?.userErrors ?? [])) return;
      const saved = result?.page;
      const problems = result?.userErrors.map((e) => e.message) ?? [];
      if (!saved) {
        setErrors(problems.length > 0 ? problems : ['The page was not saved.']);
        return;
      }
      notifySuccess(page ? 'Page Updated' : 'Page Created');
      // The comment may not have landed even though the page did.
      if (problems.length > 0) setErrors(problems);
      // Saved: nothing is unsaved any more, so closing (a navigation) is not held back.
      setInitial(values);
      onClose(true);
    } catch (error) {
      setErrors([readableError(error)]);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={page ? `Edit page ${page.label}` : 'New page'}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {page ? (canWrite ? `Edit page ${page.label}` : `Page ${page.label}`) : 'New page'}
          </Title>
          {page && <HistoryLink entityType="HelpPage" entityId={page.id} />}
        </Group>
        {readOnly && <Text c="dimmed">You can read this page; changing it needs help write on this website.</Text>}
        <FormErrorsAlert messages={errors} />
        <VersionedNotices
          edit={edit}
          labelOf={pageFieldLabel}
          yoursOf={(field) => pageFieldText(values, field)}
          keeping={loading}
          onTakeTheirs={takeTheirs}
          onKeepMine={(base) => void submit(base)}
        />
        <TextInput
          label="Page Label"
          required
          value={values.label}
          readOnly={readOnly}
          onChange={(e) => setValues({ ...values, label: e.currentTarget.value })}
          maxLength={255}
        />
        <SegmentedControl
          aria-label="Language"
          value={language}
          onChange={setLanguage}
          data={languages.map((code) => ({ value: code, label: code.toUpperCase() }))}
          w="fit-content"
        />
        <TextInput
          label="Page Title"
          value={text.title}
          readOnly={readOnly}
          onChange={(e) => setText('title', e.currentTarget.value)}
          maxLength={255}
        />
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the editor" />}>
          <RichTextField
            key={language}
            label="Content"
            value={text.content}
            disabled={readOnly}
            onChange={(html) => setText('content', html)}
            height={300}
          />
        </Suspense>
        <TextInput
          label="SEO Meta Title"
          value={text.metaTitle}
          readOnly={readOnly}
          onChange={(e) => setText('metaTitle', e.currentTarget.value)}
          maxLength={255}
        />
        <Textarea
          label="Meta Description"
          value={text.metaDescription}
          readOnly={readOnly}
          onChange={(e) => setText('metaDescription', e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <TextInput
          label="Meta Keyword"
          value={text.metaKeywords}
          readOnly={readOnly}
          onChange={(e) => setText('metaKeywords', e.currentTarget.value)}
          maxLength={1000}
        />
        <Checkbox.Group
          label="Categories"
          value={values.categoryIds}
          onChange={(ids) => !readOnly && setValues({ ...values, categoryIds: ids })}
        >
          <Group mt={4}>
            {categories.map((c) => (
              <Checkbox key={c.id} value={c.id} label={c.label} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group
          label="Page type"
          value={values.pageType}
          onChange={(v) => !readOnly && setValues({ ...values, pageType: v === 'FULL_PAGE' ? 'FULL_PAGE' : 'STANDARD' })}
        >
          <Group mt={4}>
            <Radio value="STANDARD" label="standard" disabled={readOnly} />
            <Radio value="FULL_PAGE" label="full-page" disabled={readOnly} />
          </Group>
        </Radio.Group>
        <Group>
          <Checkbox
            label="Is Visible On Web"
            checked={values.isVisibleOnWeb}
            disabled={readOnly}
            onChange={(e) => setValues({ ...values, isVisibleOnWeb: e.currentTarget.checked })}
          />
          <Checkbox
            label="Is Visible On Mobile"
            checked={values.isVisibleOnMobile}
            disabled={readOnly}
            onChange={(e) => setValues({ ...values, isVisibleOnMobile: e.currentTarget.checked })}
          />
        </Group>
        <Group justify="flex-end">
          {/* Closing is a navigation (the editor is in the URL): the guard asks when changes would be lost. */}
          <Button variant="default" onClick={() => onClose(false)}>
            Close
          </Button>
          <Button onClick={() => void submit()} disabled={!canSavePage(values, initial, canWrite)} loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
      {comment.modal}
      <UnsavedChangesModal guard={guard} />
    </Paper>
  );
}
