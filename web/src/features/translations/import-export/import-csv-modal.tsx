import { useApolloClient } from '@apollo/client/react';
import { Button, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { readableError } from '../../../shared/requests/error-message';
import { FormErrorsAlert } from '../../../shared/forms/form-errors-alert';
import { FormModal, FormModalCloseButton } from '../../../shared/forms/form-modal';
import { notifySuccess } from '../../../shared/notices/notify';
import { formatCount, importPlan, type ImportPreviewData } from './import-plan';
import { ImportPreview } from './import-preview';
import { uploadWithOperation } from '../../../shared/requests/multipart-upload';

const PLAN_ID = 'import-plan';

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
    }
  }
`);

const ImportTranslationsMutation = graphql(`
  mutation ImportTranslations($languageId: ID!, $file: Upload!, $skipUnknownKeys: Boolean!) {
    importTranslations(languageId: $languageId, file: $file, skipUnknownKeys: $skipUnknownKeys) {
      added
      updated
      unchanged
      skipped
      userErrors {
        ...UserErrors
      }
    }
  }
`);

interface ImportCsvModalProps {
  languages: readonly { id: string; code: string }[];
  onClose: () => void;
}

type Preview = ImportPreviewData & { unchanged: number };

/** Import: pick a language and a CSV, see what it would change, then apply on confirm. */
export function ImportCsvModal({ languages, onClose }: ImportCsvModalProps) {
  const client = useApolloClient();
  const [languageId, setLanguageId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
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

  const plan = preview ? importPlan(preview) : null;
  const apply = () =>
    run(async () => {
      if (!languageId || !file || !plan) return;
      const variables = { languageId, file: null, skipUnknownKeys: plan.skipUnknownKeys };
      setImporting(true);
      const data = await uploadWithOperation(ImportTranslationsMutation, variables, 'file', file).finally(() => setImporting(false));
      const payload = data.importTranslations;
      if (payload.userErrors.length > 0) {
        setErrors(payload.userErrors.map((e) => e.message));
        return;
      }
      notifySuccess('Translations imported!');
      // Refetch, not a cache write: the import answers counts, not the words it added or changed.
      await client.refetchQueries({ include: ['TranslationsList'] });
      onClose();
    });

  return (
    <FormModal onClose={onClose} dirty={file !== null} title="Import CSV" size="lg" centered>
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
            />
            <FileInput
              label="CSV file"
              placeholder="section,key,phrase"
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              leftSection={<IconFileTypeCsv size={16} />}
              clearable
              // The clear button shows an icon only: screen readers need its name.
              clearButtonProps={{ 'aria-label': 'Clear file' }}
            />
          </>
        )}
        {plan && (
          <Text size="sm" id={PLAN_ID} role="status">
            {importing && preview
              ? // The upstream applies a large file whole: say so while it works.
                `Importing ${formatCount(preview.toAdd.length + preview.toChange.length)} phrases… a large file takes up to a minute.`
              : plan.statement}
          </Text>
        )}
        {importing && <Progress value={100} striped animated aria-label="Importing" />}
        <Group justify="flex-end" gap="sm">
          {plan ? (
            <>
              <Button variant="default" onClick={() => setPreview(null)} disabled={busy}>
                Back
              </Button>
              <Button onClick={() => void apply()} loading={busy} disabled={!plan.canConfirm} aria-describedby={PLAN_ID}>
                Confirm import
              </Button>
            </>
          ) : (
            <>
              <FormModalCloseButton>Cancel</FormModalCloseButton>
              <Button onClick={() => void showPreview()} loading={busy} disabled={!languageId || !file}>
                Preview
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </FormModal>
  );
}
