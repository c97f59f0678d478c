// This browser tab's id, sent as x-tab-id with every request: the gateway tags the tab's own
// changes with it, and the tab's live feed leaves them out (a user's own change is no news).
export const TAB_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const TAB_HEADERS = { 'x-tab-id': TAB_ID } as const;
