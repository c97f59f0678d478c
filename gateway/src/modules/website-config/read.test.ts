import { codes, useHarness } from '../../test/harness';
import { ADMIN, MANAGER, website } from '../../test/fixtures';
import * as f from './fixtures';

const EDIT_SCREEN = /* GraphQL */ `
  query EditScreen($id: ID!) {
    website(id: $id) {
      id
      name
      languages {
        id
        code
        name
      }
      viewerConfigurationLevel
      viewerSeoLevel
      viewerTooltipsLevel
      configurationSections {
        id
        name
        subsections {
          id
          name
          sectionId
        }
      }
      configurationSettings {
        id
        settingId
        websiteId
        key
        label
        description
        sectionId
        subsectionId
        type
        typeName
        value
        defaultValue
        options {
          value
          label
        }
      }
    }
  }
`;

const h = useHarness();

function stubEditScreen(settings: unknown[] = f.SETTINGS, websiteId = 1) {
  h.upstream.intercept({ path: `/websites/${websiteId}`, method: 'GET' }).reply(200, website(websiteId));
  h.upstream.intercept({ path: '/online-language', method: 'GET' }).reply(200, f.LANGUAGES);
  h.upstream.intercept({ path: '/online-configuration-sections', method: 'GET' }).reply(200, f.SECTIONS);
  h.upstream.intercept({ path: '/online-configuration-subsections', method: 'GET' }).reply(200, f.SUBSECTIONS);
  h.upstream.intercept({ path: `/website/${websiteId}/website-online-configuration`, method: 'GET' }).reply(200, { items: settings });
}

describe('website edit screen', () => {
  it('costs one upstream call per list and unpacks every field type', async () => {
    h.expectCheckAuth(ADMIN);
    stubEditScreen();
    const r = await h.run(EDIT_SCREEN, { variables: { id: '1' }, cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    expect(r.calls).toEqual([
      'POST /auth/check-auth',
      'GET /websites/1',
      'GET /online-language',
      'GET /online-configuration-sections',
      'GET /online-configuration-subsections',
      'GET /website/1/website-online-configuration',
    ]);
    const w = r.data!.website;
    expect(w.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'de', 'fr']);
    expect([w.viewerConfigurationLevel, w.viewerSeoLevel, w.viewerTooltipsLevel]).toEqual(['WRITE', 'WRITE', 'WRITE']);
    expect(w.configurationSections).toEqual([
      {
        id: '1',
        name: 'General',
        subsections: [
          { id: '10', name: 'Branding', sectionId: '1' },
          { id: '11', name: 'Footer', sectionId: '1' },
        ],
      },
      { id: '2', name: 'Pages', subsections: [] },
    ]);
    const byKey = Object.fromEntries(w.configurationSettings.map((s: { key: string }) => [s.key, s]));
    expect(byKey.siteTitle).toEqual({
      id: '1:1',
      settingId: '1',
      websiteId: '1',
      key: 'siteTitle',
      label: 'Label siteTitle',
      description: 'The title',
      sectionId: '1',
      subsectionId: '10',
      type: 'STRING',
      typeName: 'string',
      value: 'Star Bet',
      defaultValue: 'Default title',
      options: [],
    });
    expect(byKey.footerText).toMatchObject({ type: 'TEXT_AREA', value: 'Line 1\nLine 2' });
    expect(byKey.featureFlags).toMatchObject({ type: 'JSON', value: '{"beta":true}' });
    expect(byKey.oddsFormat).toMatchObject({
      type: 'RADIO',
      value: 'decimal',
      options: [
        { value: 'decimal', label: 'Decimal' },
        { value: 'fractional', label: 'Fractional' },
      ],
    });
    expect(byKey.registrationOpen).toMatchObject({
      type: 'RADIO',
      typeName: 'boolean',
      value: 'true',
      options: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    });
    expect(byKey.questionnaire).toMatchObject({ type: 'QUESTIONNAIRE', value: f.QUESTIONNAIRE });
    expect(byKey.pages).toMatchObject({ type: 'PAGE_HTML_CSS', value: f.PAGE_HTML_CSS });
    expect(byKey.appPages).toMatchObject({ type: 'PAGE_HTML_CSS_APP_CSS', value: f.PAGE_HTML_CSS_APP_CSS });
    expect(byKey.landing).toMatchObject({ type: 'LANDING_PAGE_ITEMS', value: f.LANDING });
    expect(byKey.betradar).toMatchObject({ type: 'BETRADAR_TRACKER', value: f.BETRADAR });
    expect(byKey.banners).toMatchObject({ type: 'TICKET_BANNERS', value: f.BANNERS });
    expect(byKey.social).toMatchObject({ type: 'SOCIAL_META', value: f.SOCIAL, defaultValue: null });
    expect(byKey.legacy).toMatchObject({ type: 'UNKNOWN', typeName: 'mystery-type', value: 'raw text' });
  });

  it('restricts languages to online ones, market default first', async () => {
    h.expectCheckAuth(ADMIN);
    const w = website(2);
    w.betshop.market = { ...w.betshop.market, defaultLanguage: 'de', additionalLanguages: ['xx', 'en', 'de'] };
    h.upstream.intercept({ path: '/websites/2', method: 'GET' }).reply(200, w);
    h.upstream.intercept({ path: '/online-language', method: 'GET' }).reply(200, f.LANGUAGES);
    const r = await h.run('{ website(id: "2") { languages { code } } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.website.languages).toEqual([{ code: 'de' }, { code: 'en' }]);
  });

  it('turns a malformed stored value into an error on that value alone', async () => {
    h.expectCheckAuth(ADMIN);
    const broken = [
      f.settingItem(1, 'siteTitle', 'string', 'ok', null),
      f.settingItem(9, 'landing', 'landing-page-items', '[{"pageName":', null),
      f.settingItem(10, 'betradar', 'betradar-tracker', '{"not":"a list"}', null),
      f.settingItem(4, 'oddsFormat', 'radio', 'decimal', '{broken'),
    ];
    h.upstream.intercept({ path: '/website/1/website-online-configuration', method: 'GET' }).reply(200, { items: broken });
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, website(1));
    const r = await h.run('{ website(id: "1") { configurationSettings { key value options { value } } } }', {
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['website.configurationSettings.1.value', 'UPSTREAM_UNAVAILABLE'],
      ['website.configurationSettings.2.value', 'UPSTREAM_UNAVAILABLE'],
      ['website.configurationSettings.3.value', 'UPSTREAM_UNAVAILABLE'],
    ]);
    // Unreadable radio choices fail the value (options is a non-null list), not the list.
    const settings = r.data!.website.configurationSettings;
    expect(settings[0]).toEqual({ key: 'siteTitle', value: 'ok', options: [] });
    expect(settings[1]).toEqual({ key: 'landing', value: null, options: [] });
    expect(settings[3]).toEqual({ key: 'oddsFormat', value: null, options: [] });
  });

  it('gives a manager the lower of the area key and the website level, and no settings without read', async () => {
    h.expectCheckAuth(MANAGER); // config READ, SEO READ, no tooltips; website 1 read, 2 write
    h.upstream.intercept({ path: '/websites/2', method: 'GET' }).reply(200, website(2));
    const r = await h.run('{ website(id: "2") { viewerConfigurationLevel viewerSeoLevel viewerTooltipsLevel } }', {
      cookie: h.sessionCookie(MANAGER),
    });
    expect(r.data!.website).toEqual({ viewerConfigurationLevel: 'READ', viewerSeoLevel: 'READ', viewerTooltipsLevel: 'NONE' });

    const noConfig = { ...MANAGER, onlinePermissions: JSON.stringify({ permissions: {}, onlineWebsitePermissions: { '1': 'write' } }) };
    h.expectCheckAuth(noConfig);
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, website(1));
    const none = await h.run('{ website(id: "1") { configurationSections { id } configurationSettings { id } } }', {
      cookie: h.sessionCookie(noConfig),
    });
    expect(none.data!.website).toEqual({ configurationSections: [], configurationSettings: [] });
    expect(none.calls).toEqual(['POST /auth/check-auth', 'GET /websites/1']);
  });

  it('lists custom pages', async () => {
    h.expectCheckAuth(MANAGER);
    h.upstream.intercept({ path: '/seo-page', method: 'GET' }).reply(200, { items: [{ id: 1, name: 'promotions' }] });
    const r = await h.run('{ customPages { id name } }', { cookie: h.sessionCookie(MANAGER) });
    expect(r.data).toEqual({ customPages: [{ id: '1', name: 'promotions' }] });
  });

  it('maps 401 to UNAUTHENTICATED and 500 to UPSTREAM_UNAVAILABLE', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, website(1));
    h.upstream
      .intercept({ path: '/website/1/website-online-configuration', method: 'GET' })
      .reply(401, { statusCode: 401, message: 'Unauthorized' });
    const unauth = await h.run('{ website(id: "1") { configurationSettings { id } } }', { cookie: h.sessionCookie(ADMIN) });
    expect(codes(unauth)).toEqual(['UNAUTHENTICATED']);

    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, website(1));
    h.upstream.intercept({ path: '/website/1/website-online-configuration', method: 'GET' }).reply(500, {}).times(3);
    const down = await h.run('{ website(id: "1") { configurationSettings { id } } }', { cookie: h.sessionCookie(ADMIN) });
    expect(codes(down)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });
});
