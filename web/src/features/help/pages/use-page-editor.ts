import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { PageEditor_PageFragment } from '../../../gql/graphql';
import { readableError } from '../../../shared/requests/error-message';
import { notifySuccess } from '../../../shared/notices/notify';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useVersionedEdit } from '../../../shared/forms/use-versioned-edit';
import { useCommentPrompt } from '../comment-prompt';
import { HelpPageQuery } from '../help-documents';
import { pageFieldLabel, pageFieldText } from './page-conflict';
import { canSavePage, pageInput, pageValues, sameValues, type PageText, type PageValues } from './page-form';

// The help page editor's state and save on the edit-form primitive (issues 28, 41): the values,
// the language shown, the comment every save asks for, the version and conflicts, the guard.

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

export function usePageEditor({ domainId, languages, page, categoryId, canWrite, onClose }: PageEditorProps) {
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

  const notices = {
    edit,
    labelOf: pageFieldLabel,
    yoursOf: (field: string) => pageFieldText(values, field),
    keeping: loading,
    onTakeTheirs: takeTheirs,
    onKeepMine: (base: string) => void submit(base),
  };
  const canSave = canSavePage(values, initial, canWrite);
  return { values, setValues, language, setLanguage, text, setText, errors, loading, canSave, submit, comment, guard, notices };
}

export type PageEditorState = ReturnType<typeof usePageEditor>;
