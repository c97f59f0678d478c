import type { AuditSubject } from '../../activity-log';

// How the Activity screen reads one sport's trending configuration before and after a save: its
// templates and each website's ticked templates. A save sends the sport's whole configuration.

const snapshot = `query AuditTrending($sport: Int!) {
  entity: trending(sportId: $sport) { templates { key: id name } websites { key: website { id } templateIds } }
}`;

const sportOf = (args: Record<string, unknown>) => Number((args.input as { sportId?: unknown } | undefined)?.sportId);

export const trendingActivity: Record<string, AuditSubject> = {
  saveTrending: {
    entity: 'TrendingSportConfiguration',
    id: (args) => sportOf(args),
    snapshot,
    label: 'sportId',
    variables: (args) => ({ sport: sportOf(args) }),
    argsOfId: (id) => ({ input: { sportId: Number(id) } }),
    writes: () => ['templates', 'websites'],
  },
};
