import type { PullOrganisationPayload } from '../../generated/schema-types';
import { ErrorCode, hasCode } from '../../errors';
import type { UpstreamCaller } from '../../upstream/caller';
import type { WriteResult } from '../../upstream/ids';
import { sourceList, type SaveResult, type SourceRecord } from './client';

// A pull reads one level from the territory source, then upserts it into the
// operator API in one call (the upstream applies a save atomically), so a
// failure on either side leaves nothing half-applied.

export const PROBLEM_WITH_REST = 'Problem with REST';
export const PROBLEM_WITH_WSBO = 'Problem with WSBO';

const failed = (message: string, field: string | null = null): PullOrganisationPayload => ({
  added: null,
  updated: null,
  unchanged: null,
  userErrors: [{ field, message }],
});

export async function pull(
  territory: UpstreamCaller,
  sourcePath: string,
  save: (records: SourceRecord[]) => Promise<WriteResult<SaveResult>>,
): Promise<PullOrganisationPayload> {
  let records: SourceRecord[];
  try {
    records = await sourceList(territory, sourcePath);
  } catch {
    return failed(PROBLEM_WITH_REST);
  }
  let result: WriteResult<SaveResult>;
  try {
    result = await save(records);
  } catch (error) {
    if (hasCode(error, ErrorCode.UNAUTHENTICATED)) throw error;
    return failed(PROBLEM_WITH_WSBO);
  }
  if (!result.ok) return failed(PROBLEM_WITH_WSBO);
  return { ...result.value, userErrors: [] };
}

export { failed as pullFailed };
