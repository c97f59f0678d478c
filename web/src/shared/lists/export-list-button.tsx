import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../requests/download-file';
import { readableError } from '../requests/error-message';
import { notifyError } from '../notices/notify';

interface ExportListButtonProps {
  /** The gateway's `/exports/{name}.csv` and the file's name. */
  name: string;
  /** The list's filters as the screen keeps them in its URL (search, section, …). */
  params: Record<string, string | null | undefined>;
  label?: string;
}

/** 'Export CSV' of a list as it is filtered now, every page of it (gateway graphql/list-export.ts). */
export function ExportListButton({ name, params, label = 'Export CSV' }: ExportListButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
    setBusy(true);
    try {
      await downloadFile(`/exports/${name}.csv${query.size > 0 ? `?${query}` : ''}`, `${name}.csv`);
    } catch (error) {
      notifyError(readableError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
