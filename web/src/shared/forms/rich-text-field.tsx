import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { useEffect } from 'react';

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** Height of the editing area in px. */
  height?: number;
}

/**
 * A rich-text field (TipTap through @mantine/tiptap) for texts that end up on
 * public pages: help pages, footers, contact texts. Import it lazily: TipTap is
 * the biggest piece of the app and stays out of every screen's first chunk. The
 * gateway sanitises what it saves; screens sanitise again before rendering HTML.
 */
export default function RichTextField({ label, value, onChange, disabled = false, height = 300 }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, TextAlign.configure({ types: ['heading', 'paragraph'] })],
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', style: `min-height: ${height}px` } },
  });
  // No update event: toggling editability is not an edit.
  useEffect(() => editor?.setEditable(!disabled, false), [editor, disabled]);

  return (
    <Input.Wrapper label={label} component="div">
      <RichTextEditor editor={editor} mt={4}>
        {/* Read only: no formatting buttons that look usable and do nothing. */}
        {!disabled && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
              <RichTextEditor.AlignLeft />
              <RichTextEditor.AlignCenter />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
