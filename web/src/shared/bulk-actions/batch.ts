// The rows of one bulk action, told to the gateway (issue 43): each row's delete is its own request
// and Activity entry; while a bulk action runs, its mutations carry its id (the app's Apollo link
// sends it as x-activity-batch), so Activity can restore every row at once ("Restore all").

/** The header the gateway reads (it binds the id to the signed-in author). */
export const BATCH_HEADER = 'x-activity-batch';

let current: string | null = null;

// randomUUID exists only on a secure page (https, localhost): elsewhere a time and random id does.
const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Runs `work` (its mutations one after another) as one bulk action. */
export async function asOneBatch<T>(work: () => Promise<T>): Promise<T> {
  current = newId();
  try {
    return await work();
  } finally {
    current = null;
  }
}

/** The id of the bulk action running now, or null. */
export const currentBatch = (): string | null => current;
