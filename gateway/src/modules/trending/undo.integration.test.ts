import { useEmulatorStack } from '../../test/emulator-stack';
import { undoCases } from '../../test/undo-cases';

// A sport's trending configuration put back from Activity (issue 43): the template website 1
// shows first reverted (a configuration, never deleted: no restore).

const READ = 'query($sportId: Int) { trending(sportId: $sportId) { sportId templates { id } websites { website { id } templateIds } } }';
const SAVE = 'mutation($input: SaveTrendingInput!) { saveTrending(input: $input) { userErrors { message } } }';

type Trending = { sportId: number; templates: { id: number }[]; websites: { website: { id: string }; templateIds: number[] }[] };

describe('undo on trending', () => {
  const stack = useEmulatorStack();
  let sport: Trending;
  beforeAll(async () => void (sport = (await stack.gql(READ)).data.trending as Trending));
  const picked = new Map<string, string>();
  const read = async (as?: Record<string, string>) => (await stack.gql(READ, { sportId: sport.sportId }, as)).data.trending as Trending;
  const save = async (templateId: string, as?: Record<string, string>) => {
    const input = {
      sportId: sport.sportId,
      templateIds: sport.templates.map((t) => t.id),
      websites: [{ websiteId: '1', templateIds: [Number(templateId)] }],
    };
    expect((await stack.gql(SAVE, { input }, as)).data.saveTrending.userErrors).toEqual([]);
  };
  undoCases(
    stack,
    () => ({
      entityType: 'TrendingSportConfiguration',
      field: 'websites.1.0',
      // Each label its own template in turn, so two saves in a row differ.
      valueFor: (label) =>
        picked.get(label) ?? (picked.set(label, String(sport.templates[picked.size % sport.templates.length]!.id)), picked.get(label)!),
      create: async (templateId, as) => (await save(templateId, as), String(sport.sportId)),
      update: (_id, templateId, as) => save(templateId, as),
      read: async (_id, as) => String((await read(as)).websites.find((w) => w.website.id === '1')?.templateIds[0] ?? ''),
    }),
    'trending',
  );
});
