import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, FileInput, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { readableError } from '../../../shared/requests/error-message';
import { FormErrorsAlert } from '../../../shared/forms/form-errors-alert';
import { uploadWithOperation } from '../../../shared/requests/multipart-upload';
import type { WebsiteLanguage } from '../seo-types';

const ImportSeoRulesMutation = graphql(`
  mutation ImportSeoRules($websiteId: ID!, $languageId: ID!, $file: Upload!) {
    importSeoRules(websiteId: $websiteId, languageId: $languageId, file: $file) {
      result {
        created
        updated
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

interface SeoImportFormProps {
  websiteId: string;
  languages: readonly WebsiteLanguage[];
}

/** Bulk Data import (spec 001 §2.2): one .csv for one language, all or nothing. */
export function SeoImportForm({ websiteId, languages }: SeoImportFormProps) {
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  // The website's default language, as Export preselects it.
  const [languageId, setLanguageId] = useState<string | null>(languages[0]?.id ?? null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ created: number; updated: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const run = async () => {
    if (!file || !languageId) return;
    setRunning(true);
    setOutcome(null);
    setErrors([]);
    try {
      const data = await uploadWithOperation(ImportSeoRulesMutation, { websiteId, languageId, file: null }, 'file', file);
      const payload = data.importSeoRules;
      if (payload.userErrors.length > 0) setErrors(payload.userErrors.map((e) => e.message));
      else if (payload.result) {
        setOutcome(payload.result);
        // Lists on screen show the imported texts. Refetch, not a cache write: the import answers
        // counts, not the rules and templates it wrote.
        await client.refetchQueries({ include: ['SeoRules', 'SeoTemplates'] });
      }
    } catch (error) {
      setErrors([readableError(error)]);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="md" maw={420}>
      <FileInput
        label="CSV file"
        placeholder="Pick a .csv file"
        accept=".csv,text/csv"
        value={file}
        onChange={setFile}
        leftSection={<IconFileTypeCsv size={16} />}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear file' }}
      />
      <Select
        label="Language"
        placeholder="Pick a language"
        data={languages.map((l) => ({ value: l.id, label: l.code }))}
        value={languageId}
        onChange={setLanguageId}
      />
      <Group gap="sm">
        <Button onClick={() => void run()} disabled={!file || !languageId || running}>
          Import
        </Button>
        {running && <Loader size="sm" role="status" aria-label="Importing" />}
      </Group>
      <FormErrorsAlert messages={errors} />
      {outcome && (
        <Alert color="green" variant="light" role="status">
          <Text size="sm">
            {outcome.created} created, {outcome.updated} updated
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
