import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormErrorsAlert } from '../../../shared/forms/form-errors-alert';
import { HistoryLink } from '../../../shared/activity/history-link';
import { UnsavedChangesModal } from '../../../shared/forms/unsaved-changes-modal';
import { VersionedNotices } from '../../../shared/forms/use-versioned-edit';
import { PageSettingsFields } from './page-settings-fields';
import { PageTextFields } from './page-text-fields';
import { usePageEditor, type PageEditorProps } from './use-page-editor';

export type { PageEditorProps } from './use-page-editor';

/** The help page editor (spec 001 §2.10), in place of the list; read-only without help write. */
export function PageEditor(props: PageEditorProps) {
  const { page, canWrite, onClose } = props;
  const editor = usePageEditor(props);
  const { values, setValues } = editor;
  const readOnly = !canWrite;
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
        <FormErrorsAlert messages={editor.errors} />
        <VersionedNotices {...editor.notices} />
        <TextInput
          label="Page Label"
          required
          value={values.label}
          readOnly={readOnly}
          onChange={(e) => setValues({ ...values, label: e.currentTarget.value })}
          maxLength={255}
        />
        <PageTextFields editor={editor} languages={props.languages} readOnly={readOnly} />
        <PageSettingsFields editor={editor} categories={props.categories} readOnly={readOnly} />
        <Group justify="flex-end">
          {/* Closing is a navigation (the editor is in the URL): the guard asks when changes would be lost. */}
          <Button variant="default" onClick={() => onClose(false)}>
            Close
          </Button>
          <Button onClick={() => void editor.submit()} disabled={!editor.canSave} loading={editor.loading}>
            Save
          </Button>
        </Group>
      </Stack>
      {editor.comment.modal}
      <UnsavedChangesModal guard={editor.guard} />
    </Paper>
  );
}
