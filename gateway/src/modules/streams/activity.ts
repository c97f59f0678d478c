import type { AuditSubject } from '../../activity-log';

// How the Activity screen reads the stream configuration before and after a save: the two
// similarities and each website's excluded regions under the website's id. A save lists only
// the websites it changes (the others keep their regions), so two people changing different
// websites' regions both keep their change (issue 28); the similarities are always sent.

const snapshot = `query AuditStreamConfiguration($id: ID!) {
  entity: streamConfiguration {
    imgArenaSimilarity infrontSimilarity
    websites { key: website { id } imgArenaExcludedRegionIds infrontExcludedRegionIds }
  }
}`;

const writes = (args: Record<string, unknown>): string[] => {
  const websites = (args.input as { websites?: { websiteId: string }[] } | undefined)?.websites ?? [];
  return ['imgArenaSimilarity', 'infrontSimilarity', ...websites.map((w) => `websites.${w.websiteId}`)];
};

export const streamsActivity: Record<string, AuditSubject> = {
  // One record of its own kind, as the general configuration is.
  saveStreamConfiguration: { entity: 'StreamConfiguration', id: () => 'streams', snapshot, label: 'label', writes },
};
