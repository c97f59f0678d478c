import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { tooltipId, type OtherTooltip } from '@backoffice/rules/tooltips';
import { ConfirmModal } from '../../shared/notices/confirm-modal';
import { readableError } from '../../shared/requests/error-message';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { notifySuccess } from '../../shared/notices/notify';
import { useVersionedEdit, VersionedNotices } from '../../shared/forms/use-versioned-edit';
import {
  CheckTooltipPhraseKeyQuery,
  SaveSportTooltipMutation,
  SportTooltipQuery,
  TooltipTranslationsQuery,
} from './sport-tooltips-operations';
import { tooltipFieldLabel, tooltipFieldText } from './tooltip-conflict';
import { TooltipTemplateIds } from './tooltip-template-ids';
import { TooltipTranslationsTable } from './tooltip-translations-table';
import { useFocusKept } from '../../shared/forms/form-modal';
import {
  addSelection,
  draftOf,
  MAIN,
  newDraft,
  problemsOf,
  removeSelection,
  saveInput,
  setPhrase,
  translationsChanged,
  type SavedTooltip,
  type TooltipDraft,
} from './tooltip-form-state';

export const TRANSLATIONS_LOST = 'Your changes to translations will be lost, are you sure you want to continue?';

interface TooltipModalProps {
  sportId: string;
  sportName: string;
  /** The tooltip to edit; null creates one. */
  tooltip: SavedTooltip | null;
  /** The sport's other tooltips (duplicate checks). */
  others: readonly OtherTooltip[];
  languages: readonly { id: string; name: string; code: string }[];
  canWrite: boolean;
  onClose: () => void;
}

/** Loads a saved tooltip with its translations and version before the form opens. */
export function TooltipModal(props: TooltipModalProps) {
  const { tooltip, sportId } = props;
  const { data, error, refetch } = useQuery(SportTooltipQuery, {
    variables: { id: tooltipId(sportId, tooltip?.phraseKey ?? '') },
    skip: !tooltip,
    fetchPolicy: 'network-only',
  });
  // Take theirs, or a colleague's save heard with no edits: the form opens again on what is stored.
  const [opening, setOpening] = useState(0);
  const reload = async () => {
    await refetch();
    setOpening((n) => n + 1);
  };
  const title = tooltip ? `Edit tooltip ${tooltip.phraseKey}` : `Add tooltip for ${props.sportName}`;
  const stored = data?.sportTooltip;
  if (tooltip && !stored) {
    const problem = error ? readableError(error) : data ? `Tooltip ${tooltip.phraseKey} not found` : null;
    return (
      <Modal opened onClose={props.onClose} title={title} size="xl">
        {problem ? <FormErrorsAlert messages={[problem]} /> : <Loader role="status" aria-label="Loading" />}
      </Modal>
    );
  }
  const initial = stored ? draftOf(stored, stored.translations) : newDraft();
  return <TooltipForm key={opening} {...props} title={title} initial={initial} version={stored?.version} reload={reload} />;
}

function TooltipForm({
  sportId,
  tooltip,
  others,
  languages,
  canWrite,
  onClose,
  title,
  initial,
  version,
  reload,
}: TooltipModalProps & { title: string; initial: TooltipDraft; version: string | undefined; reload: () => Promise<void> }) {
  // After a refusal the focus stays in the dialog (the Save button was disabled while it waited).
  const dialog = useRef<HTMLDivElement>(null);
  useFocusKept(dialog, true);
  const client = useApolloClient();
  const [draft, setDraft] = useState(initial);
  const [base, setBase] = useState(initial);
  const [savedKey, setSavedKey] = useState<string | null>(tooltip?.phraseKey ?? null);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [keyTaken, setKeyTaken] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [save, { loading }] = useMutation(SaveSportTooltipMutation);
  const problems = problemsOf(draft, others);
  const fieldError = (field: string) =>
    problems
      .filter((p) => p.field === field)
      .map((p) => p.message)
      .join(' ') || null;
  const changed = JSON.stringify(saveInput(sportId, savedKey, draft)) !== JSON.stringify(saveInput(sportId, savedKey, base));
  const edit = useVersionedEdit({
    entityType: 'SportTooltip',
    entityId: savedKey === null ? null : tooltipId(sportId, savedKey),
    loaded: version,
    isDirty: () => changed,
    whenClean: () => void reload(),
  });
  const naming = { sportId, savedKey: savedKey ?? '', languages };

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const persist = async (next: TooltipDraft, message: string, overBase?: string) => {
    setServerProblems([]);
    edit.clear();
    try {
      const baseVersion = overBase ?? edit.baseVersion ?? undefined;
      const { data } = await save({ variables: { input: { ...saveInput(sportId, savedKey, next), baseVersion } } });
      const result = data?.saveSportTooltip;
      if (result && edit.refused(result.userErrors)) return;
      if (!result?.tooltipSport) return setServerProblems(result?.userErrors.map((e) => e.message) ?? []);
      if (result.tooltip) edit.basedOn(result.tooltip.version);
      notifySuccess(message);
      // Saved selections now have their positions as originals.
      const stored = { ...next, selections: next.selections.map((s) => ({ ...s, originalPosition: Number(s.position) })) };
      setDraft(stored);
      setBase(stored);
      setSavedKey(next.phraseKey.trim());
      return true;
    } catch (e) {
      setServerProblems([readableError(e)]);
    }
  };

  const submit = async (overBase?: string) => {
    if (await persist(draft, savedKey ? 'Successfully updated Tooltip' : 'Successfully created Tooltip', overBase)) onClose();
  };

  // A saved selection is deleted at once (spec 001 §6); a new one just leaves the form.
  const deleteSelection = async (rowKey: string) => {
    const selection = draft.selections.find((s) => s.rowKey === rowKey);
    const next = removeSelection(draft, rowKey);
    if (selection?.originalPosition != null && savedKey)
      await persist({ ...next, phraseKey: draft.phraseKey }, 'Successfully updated Tooltip');
    else setDraft(next);
  };

  // The phrase key is also checked with the server; an existing translation of it is loaded.
  const checkKey = async () => {
    const key = draft.phraseKey.trim();
    setKeyTaken(null);
    if (!key || key === savedKey) return;
    const { data } = await client.query({
      query: CheckTooltipPhraseKeyQuery,
      variables: { sportId, phraseKey: key },
      fetchPolicy: 'network-only',
    });
    if (data?.checkTooltipPhraseKey.keyExists) setKeyTaken(`Phrase Key ${key} already exists.`);
    else if (data?.checkTooltipPhraseKey.translationExists) {
      const t = await client.query({
        query: TooltipTranslationsQuery,
        variables: { sportId, phraseKey: key, positions: [] },
        fetchPolicy: 'network-only',
      });
      const main = t.data?.tooltipTranslations[0];
      if (main)
        setDraft((d) =>
          main.phrases.reduce((acc, p) => (acc.phrases[MAIN]?.[p.languageId] ? acc : setPhrase(acc, MAIN, p.languageId, p.phrase)), d),
        );
    }
  };

  const close = () => (translationsChanged(draft, base) ? setConfirmClose(true) : onClose());
  const owners = [
    { owner: MAIN, label: `Phrase key ${draft.phraseKey.trim() || '…'}` },
    ...draft.selections.map((s) => ({ owner: s.rowKey, label: `Selection ${s.position || '…'}` })),
  ];

  return (
    <Modal opened onClose={close} title={title} size="xl" ref={dialog}>
      <Stack gap="sm">
        <FormErrorsAlert messages={serverProblems} />
        <VersionedNotices
          edit={edit}
          labelOf={(field) => tooltipFieldLabel(draft, naming, field)}
          yoursOf={(field) => tooltipFieldText(draft, naming, field)}
          keeping={loading}
          onTakeTheirs={() => void reload()}
          onKeepMine={(over) => void submit(over)}
        />
        <TextInput
          label="Phrase key"
          value={draft.phraseKey}
          onChange={(e) => setDraft({ ...draft, phraseKey: e.currentTarget.value })}
          onBlur={() => void checkKey()}
          error={keyTaken ?? (draft.phraseKey ? fieldError('phraseKey') : null)}
          disabled={!canWrite}
          required
        />
        <TooltipTemplateIds draft={draft} setDraft={setDraft} disabled={!canWrite} />
        {draft.templateIds.some((t) => t) && fieldError('templateIds') && (
          <Text c="red" size="sm">
            {fieldError('templateIds')}
          </Text>
        )}
        <Group align="flex-end" gap="xs">
          {draft.selections.map((s, index) => (
            <Group key={s.rowKey} gap={4} align="flex-end">
              <TextInput
                label={`Selection ${index + 1} position`}
                value={s.position}
                inputMode="numeric"
                w={120}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDraft((d) => ({ ...d, selections: d.selections.map((x) => (x.rowKey === s.rowKey ? { ...x, position: value } : x)) }));
                }}
                disabled={!canWrite}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete selection ${index + 1}`}
                disabled={!canWrite || loading}
                onClick={() => void deleteSelection(s.rowKey)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" leftSection={<IconPlus size={14} />} disabled={!canWrite} onClick={() => setDraft(addSelection)}>
            Add selection
          </Button>
        </Group>
        {fieldError('selections') && (
          <Text c="red" size="sm">
            {fieldError('selections')}
          </Text>
        )}
        <Title order={3} size="h5" mt="sm">
          Translations
        </Title>
        <TooltipTranslationsTable draft={draft} setDraft={setDraft} owners={owners} languages={languages} disabled={!canWrite} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button
            disabled={!canWrite || problems.length > 0 || keyTaken !== null || !changed}
            loading={loading}
            onClick={() => void submit()}
          >
            {savedKey ? 'Update' : 'Create'}
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
