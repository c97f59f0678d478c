import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconSquarePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SEO_BUTTON_VARIANTS, seoButtonHtml, type SeoButtonVariant } from './seo-button-html';

/**
 * The custom 'Add Button' control: a link styled as one of the website's
 * buttons (Primary, Secondary Fill, Secondary Outline). The selected text,
 * if any, becomes the button's text.
 */
export function AddButtonControl({ disabled }: { disabled: boolean }) {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [href, setHref] = useState('');

  // Controlled popover: the control's click and outside clicks both come here;
  // opening starts from the selected text.
  const change = (next: boolean) => {
    if (next && editor) {
      const { from, to } = editor.state.selection;
      setText(editor.state.doc.textBetween(from, to, ' '));
      setHref('');
    }
    setOpened(next);
  };

  const insert = (variant: SeoButtonVariant) => {
    editor
      ?.chain()
      .focus()
      .insertContent(seoButtonHtml(variant, text, href))
      .run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={change} position="bottom-start" trapFocus withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Add Button"
          title="Add Button"
          disabled={disabled}
          onClick={() => change(!opened)}
          w="auto"
          px={6}
        >
          <Group gap={4} wrap="nowrap">
            <IconSquarePlus size={16} stroke={1.5} />
            <Text size="xs">Add Button</Text>
          </Group>
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput label="Button text" value={text} onChange={(event) => setText(event.currentTarget.value)} size="xs" />
          <TextInput
            label="Button link"
            placeholder="/promotions or https://…"
            value={href}
            onChange={(event) => setHref(event.currentTarget.value)}
            size="xs"
          />
          <Group gap="xs">
            {SEO_BUTTON_VARIANTS.map((variant) => (
              <Button key={variant.value} size="xs" variant="light" onClick={() => insert(variant.value)}>
                {variant.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
