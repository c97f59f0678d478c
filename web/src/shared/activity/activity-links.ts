// The Activity screen's address and its link to one entity's changes. Plain strings (no React):
// the app's route table and the 'History' buttons both use them.

export const ACTIVITY_PATH = '/home/activity';

export function entityHistoryUrl(entityType: string, entityId: string): string {
  return `${ACTIVITY_PATH}?${new URLSearchParams({ entityType, entityId }).toString()}`;
}
