import { Loader, SegmentedControl, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PageEditorState } from './use-page-editor';
import { GrowingTextarea } from '../../../shared/forms/growing-textarea';

// TipTap is downloaded when a page opens, not with the list.
const RichTextField = lazy(() => import('../../../shared/forms/rich-text-field'));

/** A page's texts in the language chosen above them: title, content and the SEO meta texts. */
export function PageTextFields({ editor, languages, readOnly }: { editor: PageEditorState; languages: string[]; readOnly: boolean }) {
  const { text, setText, language } = editor;
  return (
    <>
      <SegmentedControl
        aria-label="Language"
        value={language}
        onChange={editor.setLanguage}
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
      <GrowingTextarea
        label="Meta Description"
        value={text.metaDescription}
        readOnly={readOnly}
        onChange={(e) => setText('metaDescription', e.currentTarget.value)}
        maxLength={1000}
        minRows={2}
      />
      <TextInput
        label="Meta Keyword"
        value={text.metaKeywords}
        readOnly={readOnly}
        onChange={(e) => setText('metaKeywords', e.currentTarget.value)}
        maxLength={1000}
      />
    </>
  );
}
