import '@mantine/tiptap/styles.css';
import './seo-content.css';
import { Box, Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AddButtonControl } from './add-button-control';
import { ContentPreview, type PreviewDevice } from './content-preview';

export interface SeoContentEditorProps {
  value: string;
  onChange: (html: string) => void;
  disabled: boolean;
}

/**
 * The Content field of the SEO rule modal: TipTap through @mantine/tiptap,
 * 600 px high. This module is its own chunk, loaded when the modal opens.
 */
export default function SeoContentEditor({ value, onChange, disabled }: SeoContentEditorProps) {
  const [preview, setPreview] = useState<PreviewDevice | null>(null);
  const editor = useEditor({
    // Link comes from @mantine/tiptap (its Mod-K link editor); StarterKit's own is off.
    extensions: [StarterKit.configure({ link: false }), Link, TextAlign.configure({ types: ['heading', 'paragraph'] })],
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: { attributes: { 'aria-label': 'Content', 'aria-multiline': 'true', role: 'textbox' } },
  });
  // No update event: toggling editability is not an edit.
  useEffect(() => editor?.setEditable(!disabled, false), [editor, disabled]);
  const togglePreview = (device: PreviewDevice) => setPreview((current) => (current === device ? null : device));

  return (
    <Input.Wrapper label="Content" component="div">
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <AddButtonControl disabled={disabled || preview !== null} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
            <RichTextEditor.AlignJustify />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              aria-label="Desktop preview"
              title="Desktop preview"
              aria-pressed={preview === 'desktop'}
              active={preview === 'desktop'}
              onClick={() => togglePreview('desktop')}
            >
              <IconDeviceDesktop size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <RichTextEditor.Control
              aria-label="Mobile preview"
              title="Mobile preview"
              aria-pressed={preview === 'mobile'}
              active={preview === 'mobile'}
              onClick={() => togglePreview('mobile')}
            >
              <IconDeviceMobile size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        {/* Kept mounted while previewing so the editor keeps its state and history. */}
        <Box display={preview ? 'none' : undefined}>
          <RichTextEditor.Content className="seo-editor-content" />
        </Box>
        {preview && <ContentPreview html={editor?.getHTML() ?? value} device={preview} />}
      </RichTextEditor>
    </Input.Wrapper>
  );
}
