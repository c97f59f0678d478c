import { buildClientSchema, getIntrospectionQuery, isInputObjectType, getNamedType } from 'graphql';
import { useEmulatorStack } from '../../test/emulator-stack';

// No silent overwrite (issue 28), the sweep: every mutation the schema lets send a `baseVersion`
// has a case here, and each, sent with a stale one, is refused and leaves the data as it was.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
// A Manager (only Managers are edited here), found once the stack is up.
let USER_ID = '';
beforeAll(async () => {
  const users = (await gql('{ users(page: 1, pageSize: 50) { items { id role } } }')).data.users.items as { id: string; role: string }[];
  USER_ID = users.find((u) => u.role === 'MANAGER' && Number(u.id) > 3)!.id;
});

const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { email } userErrors { code } } }`;
const PERMISSIONS = `mutation($input: UserPermissionChangesInput!) { updateUserPermissions(input: $input) { user { email } userErrors { code } } }`;

describe('every edit that takes a base refuses a stale one', () => {
  const STALE = 'v1:stale';
  /** The mutation, its document, its variables, and who may run it. */
  const cases: [string, string, () => Record<string, unknown>, 'admin' | 'developer'][] = [
    ['updateUser', UPDATE, () => ({ input: { id: USER_ID, email: 'stale@example.com', role: 'MANAGER', baseVersion: STALE } }), 'admin'],
    [
      'updateUserPermissions',
      PERMISSIONS,
      () => ({ input: { userId: USER_ID, baseVersion: STALE, permissions: [], websitePermissions: [], helpPermissions: [] } }),
      'admin',
    ],
    [
      'updateWebsite',
      'mutation($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { website { id } userErrors { code } } }',
      () => ({ input: { id: '1', name: 'Stale', url: 'https://stale.example.com', betshopId: '1', baseVersion: STALE } }),
      'admin',
    ],
    [
      'updateIcon',
      'mutation($id: ID!, $input: IconInput!, $base: String) { updateIcon(id: $id, input: $input, baseVersion: $base) { icon { id } userErrors { code } } }',
      () => ({ id: '1', input: { name: 'Stale icon', slugs: ['stale'] }, base: STALE }),
      'admin',
    ],
    [
      'updateLanguage',
      'mutation($input: UpdateLanguageInput!) { updateLanguage(input: $input) { language { id } userErrors { code } } }',
      () => ({ input: { id: '1', name: 'Stale', code: 'stale', baseVersion: STALE } }),
      'admin',
    ],
    [
      'updateSection',
      'mutation($input: UpdateSectionInput!) { updateSection(input: $input) { section { id } userErrors { code } } }',
      () => ({ input: { id: '2', title: 'Stale', key: 'stale', baseVersion: STALE } }),
      'admin',
    ],
    [
      'saveTranslation',
      'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { word { id } userErrors { code } } }',
      () => ({ input: { wordId: '1', key: 'stale', sectionId: '2', translations: [], baseVersion: STALE } }),
      'admin',
    ],
    [
      'deleteWord',
      'mutation($id: ID!, $base: String) { deleteWord(id: $id, baseVersion: $base) { deletedWordId userErrors { code } } }',
      () => ({ id: '1', base: STALE }),
      'admin',
    ],
    [
      'updateCustomPage',
      'mutation($id: ID!, $base: String) { updateCustomPage(id: $id, input: { name: "Stale" }, baseVersion: $base) { customPage { id } userErrors { code } } }',
      () => ({ id: first.customPages, base: STALE }),
      'developer',
    ],
    [
      'updateHelpLink',
      'mutation($id: ID!, $base: String) { updateHelpLink(id: $id, input: { name: "stale", label: "Stale" }, baseVersion: $base) { helpLink { id } userErrors { code } } }',
      () => ({ id: first.helpLinks, base: STALE }),
      'developer',
    ],
    [
      'updateConfigurationSection',
      'mutation($id: ID!, $base: String) { updateConfigurationSection(id: $id, input: { name: "Stale" }, baseVersion: $base) { section { id } userErrors { code } } }',
      () => ({ id: first.configurationSetupSections, base: STALE }),
      'developer',
    ],
    [
      'updateConfigurationType',
      'mutation($id: ID!, $base: String) { updateConfigurationType(id: $id, input: { name: "Stale" }, baseVersion: $base) { type { id } userErrors { code } } }',
      () => ({ id: first.configurationTypes, base: STALE }),
      'developer',
    ],
    [
      'updateConfigurationDefinition',
      `mutation($id: ID!, $base: String) { updateConfigurationDefinition(id: $id, baseVersion: $base,
        input: { key: "stale.key", sectionId: "1", typeName: "string", label: "Stale" }) { definition { id } userErrors { code } } }`,
      () => ({ id: first.configurationDefinitions, base: STALE }),
      'developer',
    ],
    [
      'updateGeneralSettings',
      'mutation($base: String) { updateGeneralSettings(input: { tinyMceApiKey: "stale-key", baseVersion: $base }) { generalSettings { tinyMceApiKey } userErrors { code } } }',
      () => ({ base: STALE }),
      'admin',
    ],
    [
      'saveBigJackpot',
      'mutation($base: String) { saveBigJackpot(input: { startValue: 1, maxValue: 2, timeRange: 3, currencyRanges: [], baseVersion: $base }) { bigJackpot { id } userErrors { code } } }',
      () => ({ base: STALE }),
      'admin',
    ],
    [
      'updateHelpPage',
      `mutation($d: ID!, $id: ID!, $base: String) { updateHelpPage(domainId: $d, id: $id, baseVersion: $base, input: {
        label: "Stale", pageType: STANDARD, isVisibleOnWeb: true, isVisibleOnMobile: true, categoryIds: [], texts: [] }) { page { id } userErrors { code } } }`,
      () => ({ d: first.helpDomain, id: first.helpPage, base: STALE }),
      'admin',
    ],
    [
      'updateHelpDomain',
      `mutation($id: ID!, $base: String) { updateHelpDomain(id: $id, baseVersion: $base, input: { websiteId: "1", brandName: "Stale",
        languages: ["en"], defaultLanguage: "en", seo: [], linkIds: [], headCode: "", bodyCode: "", footerCode: "" }) { domain { id } userErrors { code } } }`,
      () => ({ id: first.helpDomain, base: STALE }),
      'admin',
    ],
    [
      'updateHelpCategory',
      `mutation($d: ID!, $id: ID!, $base: String) { updateHelpCategory(domainId: $d, id: $id, baseVersion: $base,
        input: { label: "Stale", isActive: false, texts: [] }) { category { id } userErrors { code } } }`,
      () => ({ d: first.helpDomain, id: first.helpCategory, base: STALE }),
      'admin',
    ],
    [
      'reorderHelpCategories',
      'mutation($d: ID!, $ids: [ID!]!, $base: String) { reorderHelpCategories(domainId: $d, categoryIds: $ids, baseVersion: $base) { id userErrors { code } } }',
      () => ({ d: first.helpDomain, ids: [...helpCategoryIds].reverse(), base: STALE }),
      'admin',
    ],
    [
      'reorderHelpPages',
      'mutation($d: ID!, $c: ID!, $ids: [ID!]!, $base: String) { reorderHelpPages(domainId: $d, categoryId: $c, pageIds: $ids, baseVersion: $base) { id userErrors { code } } }',
      () => ({ d: first.helpDomain, c: first.helpCategory, ids: [...firstCategoryPageIds].reverse(), base: STALE }),
      'admin',
    ],
    [
      'saveHelpContactSection',
      'mutation($d: ID!, $base: String) { saveHelpContactSection(domainId: $d, texts: [{ language: "en", text: "Stale" }], baseVersion: $base) { content { id } userErrors { code } } }',
      () => ({ d: first.helpDomain, base: STALE }),
      'admin',
    ],
    [
      'saveHelpContactForm',
      'mutation($d: ID!, $base: String) { saveHelpContactForm(domainId: $d, texts: [{ language: "en", text: "Stale" }], baseVersion: $base) { content { id } userErrors { code } } }',
      () => ({ d: first.helpDomain, base: STALE }),
      'admin',
    ],
    [
      'saveTrending',
      'mutation($base: String) { saveTrending(input: { sportId: 55, templateIds: [], websites: [], baseVersion: $base }) { configuration { sportId } userErrors { code } } }',
      () => ({ base: STALE }),
      'admin',
    ],
    [
      'saveSeoRule',
      'mutation($input: SaveSeoRuleInput!) { saveSeoRule(input: $input) { seoRule { id } userErrors { code } } }',
      () => ({
        input: {
          ...seoRuleKey,
          ruleId: null,
          metaTitle: 'Stale',
          metaDescription: '',
          pageTitle: '',
          content: '',
          noindex: true,
          baseVersion: STALE,
        },
      }),
      'admin',
    ],
    [
      'saveStreamConfiguration',
      'mutation($base: String) { saveStreamConfiguration(input: { imgArenaSimilarity: 1, infrontSimilarity: 2, websites: [], baseVersion: $base }) { configuration { version } userErrors { code } } }',
      () => ({ base: STALE }),
      'admin',
    ],
    [
      'saveWebsiteConfiguration',
      'mutation($input: SaveWebsiteConfigurationInput!) { saveWebsiteConfiguration(input: $input) { settings { id } userErrors { code } } }',
      () => ({ input: { websiteId: '1', values: [{ settingId: SETTING_ID, value: 'Stale' }], baseVersion: STALE } }),
      'admin',
    ],
    [
      'saveSportTooltip',
      'mutation($input: SaveSportTooltipInput!) { saveSportTooltip(input: $input) { tooltipSport { id } userErrors { code } } }',
      () => ({
        input: {
          sportId: tooltip.sportId,
          originalPhraseKey: tooltip.phraseKey,
          phraseKey: tooltip.phraseKey,
          templateIds: ['1'],
          selections: [],
          translations: [{ selectionPosition: null, phrases: [{ languageId: '1', phrase: 'Stale' }] }],
          baseVersion: STALE,
        },
      }),
      'admin',
    ],
  ];

  let SETTING_ID = '';
  /** The first help domain's categories, and its first category's pages, in their order. */
  let helpCategoryIds: string[] = [];
  let firstCategoryPageIds: string[] = [];
  /** The first sport's first tooltip. */
  let tooltip = { sportId: '', phraseKey: '' };
  /** The first sport's SEO rule of website 1 in language 1. */
  let seoRuleKey: Record<string, string | null> = {};
  /** The first listed custom page, help link, configuration section and type. */
  const first: Record<string, string> = {};
  beforeAll(async () => {
    const listed = (
      await gql(
        '{ customPages { id } helpLinks { id } configurationSetupSections { id } configurationTypes { id } configurationDefinitions { items { id } } }',
        {},
        await stack.signIn(DEVELOPER),
      )
    ).data as Record<string, { id: string }[] | { items: { id: string }[] }>;
    for (const [list, items] of Object.entries(listed)) first[list] = (Array.isArray(items) ? items : items.items)[0]!.id;
    first.helpDomain = (await gql('{ helpDomains { id } }')).data.helpDomains[0].id;
    first.helpCategory = (
      await gql('query($d: ID!) { helpCategories(domainId: $d) { id } }', { d: first.helpDomain })
    ).data.helpCategories[0].id;
    const categories = (await gql('query($d: ID!) { helpCategories(domainId: $d) { id pages { id } } }', { d: first.helpDomain })).data
      .helpCategories as { id: string; pages: { id: string }[] }[];
    helpCategoryIds = categories.map((c) => c.id);
    firstCategoryPageIds = categories[0]!.pages.map((p) => p.id);
    first.helpPage = (
      await gql('query($d: ID!) { helpCategories(domainId: $d) { pages { id } } }', { d: first.helpDomain })
    ).data.helpCategories[0].pages[0].id;
    // Contact texts are created by their first save (no base): there is then a version to be stale against.
    for (const save of ['saveHelpContactSection', 'saveHelpContactForm'])
      await gql(`mutation($d: ID!) { ${save}(domainId: $d, texts: [{ language: "en", text: "<p>Before</p>" }]) { userErrors { code } } }`, {
        d: first.helpDomain,
      });
    const settings = (await gql('{ website(id: "1") { configurationSettings { settingId type } } }')).data.website.configurationSettings;
    const [sport] = (
      await gql('{ seoRules(websiteId: "1", languageId: "1", search: "foot", filter: SPORTS) { items { entityType entityId altCtx } } }')
    ).data.seoRules.items;
    seoRuleKey = { websiteId: '1', languageId: '1', ...sport };
    const sports = (await gql('{ configurationTooltipSports(pageSize: 100) { items { sportId tooltips { phraseKey } } } }')).data
      .configurationTooltipSports.items as { sportId: string; tooltips: { phraseKey: string }[] }[];
    const withTooltips = sports.find((s) => s.tooltips.length > 0)!;
    tooltip = { sportId: withTooltips.sportId, phraseKey: withTooltips.tooltips[0]!.phraseKey };
    SETTING_ID = (settings as { settingId: string; type: string }[]).find((s) => s.type === 'STRING')!.settingId;
  });

  /** What the edits could change: the user, the first websites, icons, languages and sections, word 1, website 1's configuration, an SEO rule. */
  const everything = async (headers?: Record<string, string>) =>
    JSON.stringify(
      (
        await gql(
          `query($id: ID!) { user(id: $id) { email permissions { name level } } websites(page: 1, pageSize: 3) { items { name url } }
            icons(page: 1, pageSize: 3) { items { name } } languages(page: 1, pageSize: 5) { items { name code } }
            sections(page: 1, pageSize: 5) { items { title key } } word(id: "1") { translationKey translations { phrase } }
            website(id: "1") { configurationSettings { settingId value } } generalSettings { tinyMceApiKey } streamConfiguration { imgArenaSimilarity infrontSimilarity } bigJackpot { startValue maxValue } trending(sportId: 55) { templates { id } websites { templateIds } }
            ${seoRuleKey.entityId ? `seoRule(websiteId: "1", languageId: "1", entityType: ${seoRuleKey.entityType}, entityId: "${seoRuleKey.entityId}") { ruleId metaTitle noindex }` : ''}
            ${first.helpDomain ? `helpPage(domainId: "${first.helpDomain}", id: "${first.helpPage}") { label texts { content } } helpContactSection(domainId: "${first.helpDomain}") { texts { text } } helpContactForm(domainId: "${first.helpDomain}") { texts { text } } helpDomains { brandName } helpCategories(domainId: "${first.helpDomain}") { label isActive pages { id } }` : ''}
            ${tooltip.sportId ? `sportTooltip(id: "${tooltip.sportId}:${tooltip.phraseKey}") { templateIds selectionPositions translations { phrases { phrase } } }` : ''}
            ${headers ? 'customPages { name } helpLinks { name label } configurationSetupSections { name } configurationTypes { name } configurationDefinitions { items { key label } }' : ''} }`,
          { id: USER_ID },
          headers,
        )
      ).data,
    );

  it('covers every mutation that takes a baseVersion', async () => {
    const schema = buildClientSchema((await gql(getIntrospectionQuery())).data);
    const takesBase = Object.values(schema.getMutationType()!.getFields())
      .filter((field) =>
        field.args.some((arg) => {
          const type = getNamedType(arg.type);
          return arg.name === 'baseVersion' || (isInputObjectType(type) && 'baseVersion' in type.getFields());
        }),
      )
      .map((field) => field.name);
    expect(takesBase.sort()).toEqual(cases.map(([name]) => name).sort());
  });

  it.each(cases)('%s', async (operation, document, variables, who) => {
    const headers = who === 'developer' ? await stack.signIn(DEVELOPER) : undefined;
    const before = await everything(headers);
    const r = await gql(document, variables(), headers);
    expect(r.data[operation].userErrors[0].code).toBe('CONFLICT');
    expect(await everything(headers)).toBe(before);
  });
});
