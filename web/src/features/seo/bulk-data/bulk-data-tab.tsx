import { Tabs } from '@mantine/core';
import { SeoExportForm } from './seo-export-form';
import { SeoImportForm } from './seo-import-form';
import type { WebsiteLanguage } from '../seo-types';

interface BulkDataTabProps {
  websiteId: string;
  websiteName: string;
  languages: readonly WebsiteLanguage[];
  exportUrl: string | null;
}

/** Bulk Data: Import (the default) and Export of SEO rules as CSV. */
export function BulkDataTab({ websiteId, websiteName, languages, exportUrl }: BulkDataTabProps) {
  return (
    <Tabs defaultValue="import" variant="outline">
      <Tabs.List aria-label="Bulk Data">
        <Tabs.Tab value="import">Import</Tabs.Tab>
        <Tabs.Tab value="export">Export</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="import" pt="md">
        <SeoImportForm websiteId={websiteId} languages={languages} />
      </Tabs.Panel>
      <Tabs.Panel value="export" pt="md">
        <SeoExportForm websiteName={websiteName} languages={languages} exportUrl={exportUrl} />
      </Tabs.Panel>
    </Tabs>
  );
}
