import type { EmulatorStack } from './emulator-stack';
import { data, flat, growWebsites, saved, WEBSITES, type CollectionSave } from './collection-saves';

// The never-lose sweep's rows of the per-website collections (issue 40): levels, stream regions,
// trending templates and word exceptions on 160 websites, and a website's configuration values.

const PERMISSIONS = `mutation($input: UserPermissionChangesInput!) { updateUserPermissions(input: $input) { userErrors { field message } } }`;

export function userPermissions(stack: EmulatorStack, userId: () => string): CollectionSave {
  const read = async () => {
    const { user } = await data(
      stack,
      `query($id: ID!) { user(id: $id) { permissions { key level } websitePermissions { websiteId level } helpPermissions { websiteId level } } }`,
      { id: userId() },
    );
    return {
      ...flat(
        'permissions',
        user.permissions.map((p: any) => ({ key: p.key, value: p.level })),
      ),
      ...flat(
        'websitePermissions',
        user.websitePermissions.map((p: any) => ({ key: p.websiteId, value: p.level })),
      ),
      ...flat(
        'helpPermissions',
        user.helpPermissions.map((p: any) => ({ key: p.websiteId, value: p.level })),
      ),
    };
  };
  return {
    mutation: 'updateUserPermissions',
    covers: ['input.permissions', 'input.websitePermissions', 'input.helpPermissions'],
    hidden: 'levels on 160 websites and their help: the Online tab shows a page of websites',
    min: 2 * WEBSITES,
    async grow() {
      const ids = await growWebsites(stack);
      const levels = ids.map((websiteId, i) => ({ websiteId, level: i % 2 ? 'READ' : 'WRITE' }));
      await saved(stack, 'updateUserPermissions', PERMISSIONS, {
        input: {
          userId: userId(),
          permissions: [{ key: 'HELP_HELP', level: 'READ' }],
          websitePermissions: levels,
          helpPermissions: levels,
        },
      });
    },
    read,
    async changeOne() {
      // One box ticked on the first page: Write on website 2 (it had Read).
      await saved(stack, 'updateUserPermissions', PERMISSIONS, {
        input: { userId: userId(), websitePermissions: [{ websiteId: '2', level: 'WRITE' }] },
      });
      return ['websitePermissions.2'];
    },
  };
}

export function streamConfiguration(stack: EmulatorStack): CollectionSave {
  const READ = `{ streamConfiguration { imgArenaSimilarity infrontSimilarity websites { website { id } imgArenaExcludedRegionIds infrontExcludedRegionIds } } }`;
  const save = (websites: unknown[]) =>
    saved(
      stack,
      'saveStreamConfiguration',
      `mutation($input: SaveStreamConfigurationInput!) { saveStreamConfiguration(input: $input) { userErrors { field message } } }`,
      { input: { imgArenaSimilarity: 80, infrontSimilarity: 75, websites } },
    );
  return {
    mutation: 'saveStreamConfiguration',
    covers: ['input.websites'],
    hidden: 'excluded regions of 160 websites: the form sends the websites whose regions it changed',
    min: WEBSITES,
    async grow() {
      const ids = await growWebsites(stack);
      await save(
        ids.map((websiteId, i) => ({ websiteId, imgArenaExcludedRegionIds: [`${1000 + i}`], infrontExcludedRegionIds: [`${3000 + i}`] })),
      );
    },
    async read() {
      const { streamConfiguration: c } = await data(stack, READ);
      return flat(
        'websites',
        c.websites.map((w: any) => ({ key: w.website.id, value: [w.imgArenaExcludedRegionIds, w.infrontExcludedRegionIds] })),
      );
    },
    async changeOne() {
      await save([{ websiteId: '3', imgArenaExcludedRegionIds: ['9999'], infrontExcludedRegionIds: [] }]);
      return ['websites.3'];
    },
  };
}

export function trending(stack: EmulatorStack): CollectionSave {
  const READ = `{ trending(sportId: 56) { websites { website { id } betshopId templateIds } } }`;
  const save = (websites: unknown[]) =>
    saved(stack, 'saveTrending', `mutation($input: SaveTrendingInput!) { saveTrending(input: $input) { userErrors { field message } } }`, {
      input: { sportId: 56, templateIds: [5601, 5605, 5612], websites },
    });
  const all = async () =>
    (await data(stack, READ)).trending.websites as { website: { id: string }; betshopId: string; templateIds: number[] }[];
  return {
    mutation: 'saveTrending',
    covers: ['input.websites'],
    hidden: "160 websites' templates: the screen sends the websites the user changed (with their betshop's)",
    min: WEBSITES,
    async grow() {
      await growWebsites(stack);
      // Websites sharing a betshop show the same templates: one set per betshop.
      const sets: Record<string, number[]> = { '1': [5601], '2': [5605], '3': [5612], '4': [5601, 5605], '5': [5605, 5612] };
      await save((await all()).map((w) => ({ websiteId: w.website.id, templateIds: sets[w.betshopId] ?? [] })));
    },
    async read() {
      return flat(
        'websites',
        (await all()).map((w) => ({ key: w.website.id, value: w.templateIds })),
      );
    },
    async changeOne() {
      // Website 1 gets another template; its betshop's websites follow, as the screen sends them.
      const group = (await all()).filter((w) => w.betshopId === '1');
      await save(group.map((w) => ({ websiteId: w.website.id, templateIds: [5601, 5612] })));
      return group.map((w) => `websites.${w.website.id}`);
    },
  };
}

export function translation(stack: EmulatorStack): CollectionSave {
  const READ = `{ word(id: "1") { key section { id } translations { language { id } phrase } exceptions { id phrase website { id } language { id } } } }`;
  const save = async (translations: unknown[], exceptions: unknown[]) => {
    const { word } = await data(stack, READ);
    await saved(
      stack,
      'saveTranslation',
      `mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { userErrors { field message } } }`,
      { input: { wordId: '1', key: word.key, sectionId: word.section.id, translations, exceptions } },
    );
  };
  return {
    mutation: 'saveTranslation',
    covers: ['input.translations', 'input.exceptions'],
    hidden: 'exceptions of the word on 160 websites and its phrases in every language',
    min: WEBSITES,
    async grow() {
      const ids = await growWebsites(stack);
      const { word } = await data(stack, READ);
      const have = new Set(word.exceptions.map((e: any) => e.website.id));
      const missing = ids
        .filter((id) => !have.has(id))
        .map((websiteId) => ({ websiteId, languageId: '2', phrase: `Ausnahme ${websiteId}` }));
      if (missing.length > 0) await save([], missing);
    },
    async read() {
      const { word } = await data(stack, READ);
      return {
        ...flat(
          'translations',
          word.translations.map((t: any) => ({ key: t.language.id, value: t.phrase })),
        ),
        ...flat(
          'exceptions',
          word.exceptions.map((e: any) => ({ key: e.id, value: [e.website.id, e.language.id, e.phrase] })),
        ),
      };
    },
    async changeOne() {
      const { word } = await data(stack, READ);
      const first = word.exceptions[0];
      await save([], [{ id: first.id, websiteId: first.website.id, languageId: first.language.id, phrase: 'Changed once' }]);
      return [`exceptions.${first.id}`];
    },
  };
}

export function websiteConfiguration(stack: EmulatorStack): CollectionSave {
  const READ = `{ website(id: "1") { configurationSettings { settingId type value } } }`;
  const settings = async () =>
    (await data(stack, READ)).website.configurationSettings as { settingId: string; type: string; value: unknown }[];
  const save = (values: unknown[]) =>
    saved(
      stack,
      'saveWebsiteConfiguration',
      `mutation($input: SaveWebsiteConfigurationInput!) { saveWebsiteConfiguration(input: $input) { userErrors { field message } } }`,
      { input: { websiteId: '1', values } },
    );
  return {
    mutation: 'saveWebsiteConfiguration',
    covers: ['input.values'],
    hidden: "every setting of the website: the form shows one section's, and sends the ones changed",
    min: 10,
    async grow() {
      // Every text setting gets a value of its own.
      const texts = (await settings()).filter((s) => s.type === 'STRING' || s.type === 'TEXT_AREA');
      await save(texts.map((s) => ({ settingId: s.settingId, value: `Value of ${s.settingId}` })));
    },
    async read() {
      return flat(
        'values',
        (await settings()).map((s) => ({ key: s.settingId, value: s.value })),
      );
    },
    async changeOne() {
      const text = (await settings()).find((s) => s.type === 'STRING')!;
      await save([{ settingId: text.settingId, value: 'Changed once' }]);
      return [`values.${text.settingId}`];
    },
  };
}
