import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on the stream configuration (issue 28): a save lists the websites whose regions it
// changes, so two people changing different websites both keep their change; the same website,
// or a similarity, is a conflict naming who saved first.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const flush = () => stack.gateway.services.activity?.flush();

const CONFIG = `{ streamConfiguration { version imgArenaSimilarity infrontSimilarity
  websites { website { id } imgArenaExcludedRegionIds infrontExcludedRegionIds } } }`;
const SAVE = `mutation($input: SaveStreamConfigurationInput!) { saveStreamConfiguration(input: $input) {
  configuration { version } userErrors { code conflict { changedBy fields { name theirs } } } } }`;

type Config = {
  version: string;
  imgArenaSimilarity: number;
  infrontSimilarity: number;
  websites: { website: { id: string }; imgArenaExcludedRegionIds: string[]; infrontExcludedRegionIds: string[] }[];
};
const read = async () => (await gql(CONFIG)).data.streamConfiguration as Config;
const regionsOf = async (websiteId: string) => (await read()).websites.find((w) => w.website.id === websiteId)!.imgArenaExcludedRegionIds;
/** A save of one website's Img Arena regions, the similarities as `base` had them. */
const save = (base: Config, websiteId: string, regions: string[], headers?: Record<string, string>, similarity = base.imgArenaSimilarity) =>
  gql(
    SAVE,
    {
      input: {
        imgArenaSimilarity: similarity,
        infrontSimilarity: base.infrontSimilarity,
        websites: [{ websiteId, imgArenaExcludedRegionIds: regions, infrontExcludedRegionIds: [] }],
        baseVersion: base.version,
      },
    },
    headers,
  );

describe('stream configuration, two staff', () => {
  it('keeps both saves of different websites, and refuses the second save of the same one', async () => {
    const base = await read();
    const [first, second] = base.websites.map((w) => w.website.id);
    const developer = await stack.signIn(DEVELOPER);
    expect((await save(base, first!, ['101'], developer)).data.saveStreamConfiguration.userErrors).toEqual([]);
    await flush();

    // Another website, on the same base: merged.
    expect((await save(base, second!, ['202'])).data.saveStreamConfiguration.userErrors).toEqual([]);
    expect(await regionsOf(first!)).toEqual(['101']);
    expect(await regionsOf(second!)).toEqual(['202']);
    await flush();

    // The developer's website, on the same base: refused, named by the developer (not by the
    // admin's own merged save since), theirs kept.
    const mine = await save(base, first!, ['303']);
    expect(mine.data.saveStreamConfiguration.configuration).toBeNull();
    const { conflict } = mine.data.saveStreamConfiguration.userErrors[0];
    expect(conflict.changedBy).toBe('developer@example.com');
    expect(conflict.fields).toContainEqual({ name: `websites.${first}.imgArenaExcludedRegionIds.0`, theirs: '101' });
    expect(conflict.fields.every((f: { name: string }) => f.name.startsWith(`websites.${first}.`))).toBe(true);
    expect(await regionsOf(first!)).toEqual(['101']);
  });

  it('refuses a save over a colleague’s similarity, which every save sends', async () => {
    const base = await read();
    const developer = await stack.signIn(DEVELOPER);
    const websiteId = base.websites[0]!.website.id;
    const theirs = await save(base, websiteId, base.websites[0]!.imgArenaExcludedRegionIds, developer, base.imgArenaSimilarity - 1);
    expect(theirs.data.saveStreamConfiguration.userErrors).toEqual([]);
    await flush();
    const mine = await save(base, base.websites[1]!.website.id, ['404']);
    expect(mine.data.saveStreamConfiguration.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      conflict: { fields: [{ name: 'imgArenaSimilarity', theirs: String(base.imgArenaSimilarity - 1) }] },
    });
    expect((await read()).imgArenaSimilarity).toBe(base.imgArenaSimilarity - 1);
  });
});
