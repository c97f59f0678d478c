import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile, DownloadError } from '../../../shared/requests/download-file';
import { readableError } from '../../../shared/requests/error-message';
import { notifyError } from '../../../shared/notices/notify';
import { EXPORT_CATEGORIES, exportFileName, exportHref, type ExportCategory, type ExportColumns } from './export-file-name';
import type { WebsiteLanguage } from '../seo-types';

export const NO_SEO_RULES_MESSAGE = 'There are no available SEO rules for given criteria!';

const COLUMN_LABELS: Record<keyof ExportColumns, string> = {
  metaTitle: 'Meta Title',
  metaDescription: 'Meta Description',
  pageTitle: 'H1 Page Title',
  content: 'Seo Content',
};
const COLUMN_KEYS = Object.keys(COLUMN_LABELS) as (keyof ExportColumns)[];

interface SeoExportFormProps {
  websiteName: string;
  languages: readonly WebsiteLanguage[];
  /** `Website.seoExportUrl`; null while it loads. */
  exportUrl: string | null;
}

/** Bulk Data export (spec 001 §2.2): columns, language and category, downloaded as CSV. */
export function SeoExportForm({ websiteName, languages, exportUrl }: SeoExportFormProps) {
  const [columns, setColumns] = useState<ExportColumns>({ metaTitle: true, metaDescription: true, pageTitle: true, content: true });
  const [languageId, setLanguageId] = useState<string | null>(languages[0]?.id ?? null);
  const [category, setCategory] = useState<ExportCategory>('all');
  const [exporting, setExporting] = useState(false);
  const language = languages.find((l) => l.id === languageId) ?? null;

  const run = async () => {
    if (!language || !exportUrl) return;
    setExporting(true);
    try {
      const href = exportHref(exportUrl, language.id, category, columns);
      await downloadFile(href, exportFileName(websiteName, language.code, category, new Date()));
    } catch (error) {
      // 404 is the upstream's "nothing matches"; anything else (outage, rights) says what it is.
      notifyError(error instanceof DownloadError && error.status === 404 ? NO_SEO_RULES_MESSAGE : readableError(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" maw={420}>
      <Checkbox.Group
        label="Columns"
        value={COLUMN_KEYS.filter((key) => columns[key])}
        onChange={(keys) => setColumns(Object.fromEntries(COLUMN_KEYS.map((key) => [key, keys.includes(key)])) as unknown as ExportColumns)}
      >
        <Stack gap="xs" mt={6}>
          {COLUMN_KEYS.map((key) => (
            <Checkbox key={key} value={key} label={COLUMN_LABELS[key]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Select
        label="Language"
        data={languages.map((l) => ({ value: l.id, label: l.code }))}
        value={languageId}
        onChange={setLanguageId}
        allowDeselect={false}
      />
      <Select
        label="Category"
        data={EXPORT_CATEGORIES.map(({ value, label }) => ({ value, label }))}
        value={category}
        onChange={(value) => setCategory(value ?? 'all')}
        allowDeselect={false}
      />
      <Group>
        <Button
          leftSection={<IconFileExport size={16} />}
          onClick={() => void run()}
          disabled={!language || !exportUrl}
          loading={exporting}
        >
          Export
        </Button>
      </Group>
    </Stack>
  );
}
