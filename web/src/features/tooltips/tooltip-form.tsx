import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { ConfirmModal } from '../../shared/notices/confirm-modal';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { useFocusKept } from '../../shared/forms/form-modal';
import { VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { MAIN } from './tooltip-form-state';
import { TooltipSelections } from './tooltip-selections';
import { TooltipTemplateIds } from './tooltip-template-ids';
import { TooltipTranslationsTable } from './tooltip-translations-table';
import { useTooltipForm, type TooltipFormOptions } from './use-tooltip-form';

export const TRANSLATIONS_LOST = 'Your changes to translations will be lost, are you sure you want to continue?';

interface TooltipFormProps extends Omit<TooltipFormOptions, 'onSaved'> {
  title: string;
  canWrite: boolean;
  onClose: () => void;
}

/** The tooltip modal's form (spec 001 §6): phrase key, template ids, selections and their translations. */
export function TooltipFormModal({ title, canWrite, onClose, ...options }: TooltipFormProps) {
  // After a refusal the focus stays in the dialog (the Save button was disabled while it waited).
  const dialog = useRef<HTMLDivElement>(null);
  useFocusKept(dialog, true);
  const form = useTooltipForm({ ...options, onSaved: onClose });
  const { draft, setDraft } = form;
  const [confirmClose, setConfirmClose] = useState(false);
  const fieldError = (field: string) =>
    form.problems
      .filter((p) => p.field === field)
      .map((p) => p.message)
      .join(' ') || null;
  const close = () => (form.translationsEdited ? setConfirmClose(true) : onClose());
  const owners = [
    { owner: MAIN, label: `Phrase key ${draft.phraseKey.trim() || '…'}` },
    ...draft.selections.map((s) => ({ owner: s.rowKey, label: `Selection ${s.position || '…'}` })),
  ];
  const problem = (message: string | null) =>
    message && (
      <Text c="red" size="sm">
        {message}
      </Text>
    );

  return (
    <Modal opened onClose={close} title={title} size="xl" ref={dialog}>
      <Stack gap="sm">
        <FormErrorsAlert messages={form.serverProblems} />
        <VersionedNotices {...form.notices} />
        <TextInput
          label="Phrase key"
          value={draft.phraseKey}
          onChange={(e) => setDraft({ ...draft, phraseKey: e.currentTarget.value })}
          onBlur={() => void form.checkKey(draft.phraseKey)}
          error={form.keyTaken ?? (draft.phraseKey ? fieldError('phraseKey') : null)}
          disabled={!canWrite}
          required
        />
        <TooltipTemplateIds draft={draft} setDraft={setDraft} disabled={!canWrite} />
        {draft.templateIds.some((t) => t) && problem(fieldError('templateIds'))}
        <TooltipSelections form={form} disabled={!canWrite} />
        {problem(fieldError('selections'))}
        <Title order={3} size="h5" mt="sm">
          Translations
        </Title>
        <TooltipTranslationsTable draft={draft} setDraft={setDraft} owners={owners} languages={options.languages} disabled={!canWrite} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button disabled={!canWrite || !form.canSave} loading={form.loading} onClick={() => void form.submit()}>
            {form.savedKey ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirmClose}
        title="Unsaved translations"
        message={TRANSLATIONS_LOST}
        cancelLabel="Close"
        confirmLabel="Accept"
        onCancel={() => setConfirmClose(false)}
        onConfirm={onClose}
      />
    </Modal>
  );
}
