import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { asOneBatch } from './batch';
import { bulkDeleteSummary, counted, type DeleteOutcome, type Noun } from './bulk-delete';
import { ConfirmModal } from '../notices/confirm-modal';
import { readableError } from '../requests/error-message';
import { notifyError, notifySuccess } from '../notices/notify';
import { collectUndoOffers } from '../notices/undo-offer';

interface BulkDeleteButtonProps {
  /** `version`: the row's as the list showed it; a row changed since is left alone and said so. */
  rows: readonly { id: string; name: string; version?: string | null }[];
  noun: Noun;
  /** Deletes one row (the gateway checks each, as for one): null when it went, else why not. */
  remove: (id: string, version: string | null) => Promise<string | null>;
  onDone: () => void;
}

/**
 * 'Delete selected (N)': one confirmation naming the count, then each row deleted in turn,
 * then a summary of what went and, one by one, what did not and why.
 */
export function BulkDeleteButton({ rows, noun, remove, onDone }: BulkDeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    const outcomes: DeleteOutcome[] = [];
    // One bulk action: Activity can restore its rows together, and the notice's Undo puts back every row.
    await collectUndoOffers(() =>
      asOneBatch(async () => {
        for (const row of rows) {
          try {
            outcomes.push({ name: row.name, problem: await remove(row.id, row.version ?? null) });
          } catch (error) {
            outcomes.push({ name: row.name, problem: readableError(error) });
          }
        }
      }),
    );
    setRunning(false);
    setAsking(false);
    const summary = bulkDeleteSummary(outcomes, noun);
    if (summary.deleted) notifySuccess(summary.deleted);
    for (const failure of summary.failed) notifyError(failure);
    onDone();
  };

  if (rows.length === 0) return null;
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setAsking(true)}>
        Delete selected ({rows.length})
      </Button>
      <ConfirmModal
        opened={asking}
        title={`Delete ${noun.many}`}
        message={`Are you sure you want to delete ${counted(rows.length, noun)}?`}
        confirmLabel="Delete"
        confirmColor="red"
        loading={running}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run()}
      />
    </>
  );
}
