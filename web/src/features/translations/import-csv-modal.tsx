import { useApolloClient } from '@apollo/client/react';
import { Button, FileInput, Group, Modal, Select, Stack } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/error-message';
import { FormErrorsAlert } from '../../shared/form-errors-alert';
import { notifySuccess } from '../../shared/notify';
import { ImportPreview, type ImportPreviewData } from './import-preview';
import { uploadWithOperation } from '../../shared/multipart-upload';

const PreviewImportQuery = graphql(`
  query PreviewTranslationsImport($languageId: ID!, $file: Upload!) {
    previewTranslationsImport(languageId: $languageId, file: $file) {
      toAdd {
        key
        phrase
      }
      toChange {
        key
        oldPhrase
        newPhrase
      }
      unknownKeys {
        line
        key
      }
      malformedLines {
        line
        message
      }
      unchanged
      canApply
    }
  }
`);

const ImportTranslationsMutation = graphql(`
  mutation ImportTranslations($languageId: ID!, $file: Upload!) {
    importTranslations(languageId: $languageId, file: $file) {
      added
      updated
      unchanged
      userErrors {
        field
        message
      }
    }
  }
`);

interface ImportCsvModalProps {
  languages: readonly { id: string; code: string }[];
  onClose: () => void;
}

type Preview = ImportPreviewData & { canApply: boolean };

/** Import: pick a language and a CSV, see what it would change, then apply on confirm. */
export function ImportCsvModal({ languages, onClose }: ImportCsvModalProps) {
  const client = useApolloClient();
  const [languageId, setLanguageId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const run = async (step: () => Promise<void>) => {
    setErrors([]);
    setBusy(true);
    try {
      await step();
    } catch (error) {
      setErrors([readableError(error)]);
    } finally {
      setBusy(false);
    }
  };

  const showPreview = () =>
    run(async () => {
      if (!languageId || !file) return;
      const data = await uploadWithOperation(PreviewImportQuery, { languageId, file: null }, 'file', file);
      const p = data.previewTranslationsImport;
      setPreview({ ...p, unknownKeys: p.unknownKeys.map((u) => `${u.key} (line ${u.line})`), malformed: p.malformedLines });
    });

  const apply = () =>
    run(async () => {
      if (!languageId || !file) return;
      const data = await uploadWithOperation(ImportTranslationsMutation, { languageId, file: null }, 'file', file);
      const payload = data.importTranslations;
      if (payload.userErrors.length > 0) {
        setErrors(payload.userErrors.map((e) => e.message));
        return;
      }
      notifySuccess('Translations imported!');
      await client.refetchQueries({ include: ['TranslationsList'] });
      onClose();
    });

  return (
    <Modal opened onClose={onClose} title="Import CSV" size="lg" centered>
      <Stack gap="md">
        <FormErrorsAlert messages={errors} />
        {preview ? (
          <ImportPreview preview={preview} />
        ) : (
          <>
            <Select
              label="Language"
              placeholder="Pick a language code"
              data={languages.map((l) => ({ value: l.id, label: l.code }))}
              value={languageId}
              onChange={setLanguageId}
              comboboxProps={{ withinPortal: false }}
            />
            <FileInput
              label="CSV file"
              placeholder="section,key,phrase"
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              leftSection={<IconFileTypeCsv size={16} />}
              clearable
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          {preview ? (
            <>
              <Button variant="default" onClick={() => setPreview(null)} disabled={busy}>
                Back
              </Button>
              <Button onClick={() => void apply()} loading={busy} disabled={!preview.canApply}>
                Confirm import
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => void showPreview()} loading={busy} disabled={!languageId || !file}>
                Preview
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
