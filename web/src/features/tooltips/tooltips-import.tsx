import { Button, FileButton, Group, Select } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { readableError } from '../../shared/requests/error-message';
import { uploadWithOperation } from '../../shared/requests/multipart-upload';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { ImportSportTooltipsCsvMutation, ImportTooltipTranslationsCsvMutation } from './sport-tooltips-operations';

interface TooltipsImportProps {
  languages: readonly { id: string; name: string }[];
  canWrite: boolean;
  onImported: () => void;
}

const failed = (errors: readonly { message: string }[]) => errors.map((e) => e.message).join('\n') || 'Error with importing!';

/** Import tooltips CSV, and import translations CSV for one language (spec 001 §2.4). */
export function TooltipsImport({ languages, canWrite, onImported }: TooltipsImportProps) {
  const [languageId, setLanguageId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'tooltips' | 'translations' | null>(null);

  const importTooltips = async (file: File | null) => {
    if (!file) return;
    setBusy('tooltips');
    try {
      const data = await uploadWithOperation(ImportSportTooltipsCsvMutation, { file: null }, 'file', file);
      if (data.importSportTooltipsCsv.userErrors.length > 0) notifyError(failed(data.importSportTooltipsCsv.userErrors));
      else {
        notifySuccess('Tooltips imported!');
        onImported();
      }
    } catch (e) {
      notifyError(readableError(e));
    } finally {
      setBusy(null);
    }
  };

  const importTranslations = async (file: File | null) => {
    if (!file || !languageId) return;
    setBusy('translations');
    try {
      const data = await uploadWithOperation(ImportTooltipTranslationsCsvMutation, { languageId, file: null }, 'file', file);
      if (data.importTooltipTranslationsCsv.userErrors.length > 0) notifyError(failed(data.importTooltipTranslationsCsv.userErrors));
      else notifySuccess('Translations imported!');
    } catch (e) {
      notifyError(readableError(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" align="flex-end">
      <FileButton onChange={(file) => void importTooltips(file)} accept=".csv,text/csv" disabled={!canWrite}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconFileImport size={16} />}
            loading={busy === 'tooltips'}
            disabled={!canWrite}
          >
            Import tooltips CSV
          </Button>
        )}
      </FileButton>
      <Select
        label="Translations language"
        placeholder="Language"
        data={languages.map((l) => ({ value: l.id, label: l.name }))}
        value={languageId}
        onChange={setLanguageId}
        w={180}
        disabled={!canWrite}
      />
      <FileButton onChange={(file) => void importTranslations(file)} accept=".csv,text/csv" disabled={!canWrite || !languageId}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconFileImport size={16} />}
            loading={busy === 'translations'}
            disabled={!canWrite || !languageId}
          >
            Import translations CSV
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
