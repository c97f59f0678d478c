import type { ActivityEntry } from '../../activity-log/entry';

/** An entry as stored, its time as ISO 8601 (the schema's `at`); the undo fields are resolved from it. */
export interface ActivityEntryModel extends Omit<ActivityEntry, 'at'> {
  at: string;
}
