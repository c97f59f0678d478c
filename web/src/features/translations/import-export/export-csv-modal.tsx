import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '../../../shared/notices/notify';
import { downloadFile } from '../../../shared/requests/download-file';

export interface CsvLanguage {
  id: string;
  code: string;
  /** The gateway's streaming CSV address for this language. */
  exportUrl: string;
}

interface ExportCsvModalProps {
  opened: boolean;
  languages: readonly CsvLanguage[];
  onClose: () => void;
}

export const NO_TRANSLATIONS_MESSAGE = 'There is no available translations for given language!';

/** Export CSV: pick a language by code; the file is `language-{code}-translations.csv`. */
export function ExportCsvModal({ opened, languages, onClose }: ExportCsvModalProps) {
  const [languageId, setLanguageId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const language = languages.find((l) => l.id === languageId) ?? null;

  const run = async () => {
    if (!language) return;
    setExporting(true);
    try {
      await downloadFile(language.exportUrl, `language-${language.code}-translations.csv`);
      onClose();
    } catch {
      notifyError(NO_TRANSLATIONS_MESSAGE);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Export CSV" centered size={400} withCloseButton={false}>
      <Stack gap="md">
        <Select
          label="Language"
          placeholder="Pick a language code"
          data={languages.map((l) => ({ value: l.id, label: l.code }))}
          value={languageId}
          onChange={setLanguageId}
          searchable
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void run()} disabled={!language} loading={exporting}>
            Export
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
