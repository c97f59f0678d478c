// The Activity screen's filters as URL keys (so a filtered list is a link); its address and the
// entity links ('History') are in shared/activity/activity-links.ts, as other features link here.

export const ACTIVITY_FILTER_KEYS = ['user', 'area', 'operation', 'entityType', 'entityId', 'from', 'to'] as const;
export type ActivityFilterKey = (typeof ACTIVITY_FILTER_KEYS)[number];
export type ActivityFilterValues = Record<ActivityFilterKey, string>;

export function readActivityFilters(params: URLSearchParams): ActivityFilterValues {
  return Object.fromEntries(ACTIVITY_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as ActivityFilterValues;
}
