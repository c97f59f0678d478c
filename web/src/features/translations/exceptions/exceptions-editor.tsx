import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../shared/notices/confirm-modal';
import { ExceptionWebsitePicker } from './exception-website-picker';
import {
  addException,
  canAddException,
  editPhrase,
  removeException,
  visibleExceptions,
  type ExceptionDraft,
  type NewException,
} from './exception-rules';

export interface ExceptionWebsite {
  id: string;
  url: string;
}

export interface ExceptionLanguage {
  id: string;
  code: string;
  name: string;
}

interface ExceptionsEditorProps {
  exceptions: readonly ExceptionDraft[];
  /** The websites of the stored exceptions, for their urls (the picker searches every website). */
  websites: readonly ExceptionWebsite[];
  languages: readonly ExceptionLanguage[];
  onChange: (exceptions: ExceptionDraft[]) => void;
  /** Shows a rule broken by the list (duplicate website and language). */
  onAlert: (message: string) => void;
  disabled?: boolean;
}

const EMPTY: NewException = { websiteId: null, languageId: null, phrase: '' };

/** Per-website phrases that replace a language's translation on that website. */
export function ExceptionsEditor({ exceptions, websites, languages, onChange, onAlert, disabled }: ExceptionsEditorProps) {
  const [draft, setDraft] = useState<NewException>(EMPTY);
  const [removing, setRemoving] = useState<ExceptionDraft | null>(null);
  // The urls of the websites picked for new exceptions.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const urlOf = (id: string) => picked.get(id) ?? websites.find((w) => w.id === id)?.url ?? id;
  const languageOf = (id: string) => languages.find((l) => l.id === id)?.code ?? id;

  const add = () => {
    const result = addException(exceptions, draft, urlOf);
    if (result.error) {
      onAlert(result.error);
      return;
    }
    onChange(result.list);
    setDraft(EMPTY);
  };

  const live = visibleExceptions(exceptions);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Exceptions
      </Title>
      {!disabled && (
        <Group align="flex-end" gap="xs">
          <ExceptionWebsitePicker
            value={draft.websiteId}
            onChange={(website) => {
              if (website) setPicked((urls) => new Map(urls).set(website.id, website.url));
              setDraft((d) => ({ ...d, websiteId: website?.id ?? null }));
            }}
          />
          <Select
            label="Exception language"
            placeholder="Language"
            data={languages.map((l) => ({ value: l.id, label: l.code }))}
            value={draft.languageId}
            onChange={(languageId) => setDraft((d) => ({ ...d, languageId }))}
            searchable
            nothingFoundMessage="No results"
            w={140}
          />
          <TextInput
            label="Exception phrase"
            value={draft.phrase}
            onChange={(e) => {
              const phrase = e.currentTarget.value;
              setDraft((d) => ({ ...d, phrase }));
            }}
            style={{ flex: 1 }}
            miw={160}
          />
          <Button leftSection={<IconPlus size={16} />} variant="light" disabled={!canAddException(draft)} onClick={add}>
            Add Exception
          </Button>
        </Group>
      )}
      {live.length === 0 ? (
        <Text size="sm" c="dimmed">
          No exceptions
        </Text>
      ) : (
        <Table aria-label="Exceptions" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Website</Table.Th>
              <Table.Th>Language</Table.Th>
              <Table.Th>Phrase</Table.Th>
              {!disabled && <Table.Th w={48} aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {live.map((e) => (
              <Table.Tr key={e.key}>
                <Table.Td>{urlOf(e.websiteId)}</Table.Td>
                <Table.Td>{languageOf(e.languageId)}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Exception phrase for ${urlOf(e.websiteId)} ${languageOf(e.languageId)}`}
                    value={e.phrase}
                    disabled={disabled}
                    onChange={(event) => onChange(editPhrase(exceptions, e.key, event.currentTarget.value))}
                  />
                </Table.Td>
                {!disabled && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove exception for ${urlOf(e.websiteId)} ${languageOf(e.languageId)}`}
                      onClick={() => setRemoving(e)}
                    >
                      <IconTrash size={16} stroke={1.5} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmModal
        opened={removing !== null}
        title="Remove exception"
        message="Do you want to remove translation"
        confirmLabel="Remove"
        confirmColor="red"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onChange(removeException(exceptions, removing.key));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
