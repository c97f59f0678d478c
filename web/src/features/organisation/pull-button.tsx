import { Button } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../shared/notices/notify';

export interface PullCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** What a pull answered: the counts, or the spec's failure text ('Problem with REST' / 'Problem with WSBO'). */
export type PullOutcome = { counts: PullCounts } | { error: string };

interface PullButtonProps {
  label: string;
  pull: () => Promise<PullOutcome>;
  disabled?: boolean;
}

export function pullSummary({ added, updated, unchanged }: PullCounts): string {
  return `Added: ${added}, updated: ${updated}, unchanged: ${unchanged}`;
}

/** 'Get companies from REST' and its siblings: pull from the hierarchy source, then say what changed. */
export function PullButton({ label, pull, disabled }: PullButtonProps) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const outcome = await pull();
      if ('error' in outcome) notifyError(outcome.error);
      else notifySuccess(pullSummary(outcome.counts));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button leftSection={<IconCloudDownload size={16} />} loading={running} disabled={disabled} onClick={() => void run()}>
      {label}
    </Button>
  );
}
