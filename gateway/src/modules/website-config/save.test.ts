import { codes, useHarness } from '../../test/harness';
import { ADMIN, MANAGER } from '../../test/fixtures';
import * as f from './fixtures';

const SAVE = /* GraphQL */ `
  mutation Save($input: SaveWebsiteConfigurationInput!) {
    saveWebsiteConfiguration(input: $input) {
      settings {
        id
        key
        type
        value
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const h = useHarness();
const PATH = '/website/1/website-online-configuration';

/** Stubs the settings read and a POST answering the items written; returns what was sent. */
function stubSave(status = 201, answer?: unknown) {
  const sent: { body?: unknown } = {};
  h.upstream.intercept({ path: PATH, method: 'GET' }).reply(200, { items: f.SETTINGS });
  h.upstream.intercept({ path: PATH, method: 'POST' }).reply((opts) => {
    const body = JSON.parse(opts.body as string) as { onlineConfigurationId: number; value: string }[];
    sent.body = body;
    const items = body.map((w) => {
      const item = f.SETTINGS.find((s) => s.id === w.onlineConfigurationId)!;
      return { ...item, websiteOnlineConfigurations: [{ websiteId: 1, onlineConfigurationId: item.id, value: w.value }] };
    });
    return { statusCode: status, data: answer ?? { items } };
  });
  return sent;
}

const save = (values: { settingId: string; value: unknown }[], user: object = ADMIN) =>
  h.run(SAVE, { variables: { input: { websiteId: '1', values } }, cookie: h.sessionCookie(user as typeof ADMIN) });

describe('saveWebsiteConfiguration', () => {
  it('round-trips every field type: text as is, structures stringified', async () => {
    h.expectCheckAuth(ADMIN);
    const sent = stubSave();
    const values = [
      { settingId: '1', value: 'New title' },
      { settingId: '2', value: 'a\nb' },
      { settingId: '3', value: '{"beta":false}' },
      { settingId: '4', value: 'fractional' },
      { settingId: '5', value: 'false' },
      { settingId: '6', value: f.QUESTIONNAIRE },
      { settingId: '7', value: f.PAGE_HTML_CSS },
      { settingId: '8', value: f.PAGE_HTML_CSS_APP_CSS },
      { settingId: '9', value: f.LANDING },
      { settingId: '10', value: f.BETRADAR },
      { settingId: '11', value: f.BANNERS },
      { settingId: '12', value: f.SOCIAL },
      { settingId: '13', value: 'still text' },
    ];
    const r = await save(values);
    expect(r.errors).toBeUndefined();
    expect(sent.body).toEqual(
      values.map((v) => ({
        websiteId: 1,
        onlineConfigurationId: Number(v.settingId),
        value: typeof v.value === 'string' ? v.value : JSON.stringify(v.value),
      })),
    );
    const payload = r.data!.saveWebsiteConfiguration;
    expect(payload.userErrors).toEqual([]);
    expect(payload.settings.map((s: { id: string; value: unknown }) => [s.id, s.value])).toEqual(
      values.map((v) => [`1:${v.settingId}`, v.value]),
    );
    expect(r.calls).toEqual(['POST /auth/check-auth', `GET ${PATH}`, `POST ${PATH}`]);
  });

  it('re-reads the settings when the answer does not carry them', async () => {
    h.expectCheckAuth(ADMIN);
    stubSave(201, {});
    h.upstream.intercept({ path: PATH, method: 'GET' }).reply(200, { items: f.SETTINGS });
    const r = await save([{ settingId: '1', value: 'Star Bet' }]);
    expect(r.data!.saveWebsiteConfiguration.settings).toEqual([{ id: '1:1', key: 'siteTitle', type: 'STRING', value: 'Star Bet' }]);
    expect(r.calls).toEqual(['POST /auth/check-auth', `GET ${PATH}`, `POST ${PATH}`, `GET ${PATH}`]);
  });

  it.each([
    ['JSON', '3', '{nope', [['values.3', 'Invalid Json']]],
    ['radio outside its options', '4', 'metric', [['values.4', 'Choose one of the options']]],
    [
      'betradar',
      '10',
      [
        { sportName: '', sportId: '' },
        { sportName: 'A', sportId: 58 },
        { sportName: 'B', sportId: '58' },
      ],
      [
        ['values.10.0.sportName', 'Sport name is required'],
        ['values.10.0.sportId', 'Sport ID is required'],
        ['values.10.2.sportId', 'Sport ID is already in the list'],
      ],
    ],
    [
      'landing',
      '9',
      [{ pageName: 'home', imageUrl: '', titleKey: ' ', descriptionKey: '' }, { ...f.LANDING[0] }, { ...f.LANDING[0] }],
      [
        ['values.9.0.imageUrl', 'Image URL is required'],
        ['values.9.0.titleKey', 'Title key is required'],
        ['values.9.0.descriptionKey', 'Description key is required'],
        ['values.9.2.pageName', 'A page cannot be added twice'],
      ],
    ],
    [
      'ticket banners',
      '11',
      [{ default: { bannerName: '', bannerUrl: '', imagePath: '', width: 0, quality: 101 }, languages: { de: { height: 'x' } } }],
      [
        ['values.11.0.default.bannerName', 'Ticket banner name is required'],
        ['values.11.0.default.bannerUrl', 'Ticket banner url is required'],
        ['values.11.0.default.imagePath', 'Default Image is required.'],
        ['values.11.0.default.width', 'Width is required and must be a number greater than 0'],
        ['values.11.0.default.quality', 'Quality is required and must be a number between 1 and 100'],
        ['values.11.0.languages.de.height', 'Width is required and must be a number greater than 0'],
      ],
    ],
    [
      'questionnaire',
      '6',
      {
        en: {
          isFallback: true,
          questionnaire: [
            { ID: 1, type: 'TEXT', question: ' ', answers: [] },
            { ID: 2, type: 'TEXT', question: 'Q', minCharacters: '1a', answers: [{ id: 1, message: 'x', dependency: 9 }] },
          ],
        },
      },
      [
        ['values.6.en.questionnaire.0.question', 'Question is required'],
        ['values.6.en.questionnaire.0.answers', 'Radio type must have answers'],
        ['values.6.en.questionnaire.1.minCharacters', 'Minimum characters must be a whole number'],
        ['values.6.en.questionnaire.1.answers.0.dependency', 'The dependency must be a question of this questionnaire'],
      ],
    ],
    [
      'questionnaire fallback',
      '6',
      { en: { isFallback: false, questionnaire: [] }, de: { questionnaire: [] } },
      [['values.6', 'Exactly one language must be the fallback language']],
    ],
    ['social meta', '12', { en: { ogTitle: 5 } }, [['values.12.en.ogTitle', 'The value does not have the expected structure']]],
    ['a structure sent as text', '7', 'not an object', [['values.7', 'The value does not have the expected structure']]],
    ['an unknown setting', '99', 'x', [['values.99', 'This setting does not exist.']]],
  ])('refuses an invalid %s value with the spec message and sends nothing', async (_name, settingId, value, expected) => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: PATH, method: 'GET' }).reply(200, { items: f.SETTINGS });
    const r = await save([
      { settingId: '1', value: 'fine' },
      { settingId, value },
    ]);
    expect(r.data!.saveWebsiteConfiguration).toEqual({
      settings: [],
      userErrors: expected.map(([field, message]) => ({ field, message })),
    });
    expect(r.calls).toEqual(['POST /auth/check-auth', `GET ${PATH}`]);
  });

  it('is FORBIDDEN without write on the configuration of that website, before any upstream call', async () => {
    h.expectCheckAuth(MANAGER); // config READ, website 2 WRITE
    const r = await h.run(SAVE, {
      variables: { input: { websiteId: '2', values: [{ settingId: '1', value: 'x' }] } },
      cookie: h.sessionCookie(MANAGER),
    });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('turns an upstream 400 into userErrors on the setting', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: PATH, method: 'GET' }).reply(200, { items: f.SETTINGS });
    h.upstream.intercept({ path: PATH, method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ property: '0.value', constraints: { isJson: 'value must be a json string' } }],
    });
    const r = await save([{ settingId: '3', value: '{}' }]);
    expect(r.data!.saveWebsiteConfiguration.userErrors).toEqual([{ field: 'values.3', message: 'value must be a json string' }]);
  });

  it('maps 401 to UNAUTHENTICATED and a timeout to UPSTREAM_UNAVAILABLE', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: PATH, method: 'GET' }).reply(200, { items: f.SETTINGS });
    h.upstream.intercept({ path: PATH, method: 'POST' }).reply(401, { statusCode: 401, message: 'Unauthorized' });
    expect(codes(await save([{ settingId: '1', value: 'x' }]))).toEqual(['UNAUTHENTICATED']);

    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: PATH, method: 'GET' }).reply(200, { items: f.SETTINGS });
    h.upstream.intercept({ path: PATH, method: 'POST' }).reply(201, { items: [] }).delay(1500);
    expect(codes(await save([{ settingId: '1', value: 'x' }]))).toEqual(['UPSTREAM_UNAVAILABLE']);
  });
});
