import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// Website configuration, images and tooltips through the real HTTP stack
// against the in-process emulator (its seed and routes are the contract).

const stack = useEmulatorStack();
const { gql } = stack;

const SETTINGS =
  '{ website(id: "1") { languages { code } configurationSections { id subsections { id } } configurationSettings { settingId key type value } } }';
const uploadImage = (selection: string, bytes: Buffer, name: string, websiteId = '1') =>
  stack.upload(
    `mutation($input: UploadConfigurationImageInput!) { uploadConfigurationImage(input: $input) { ${selection} } }`,
    { input: { websiteId, file: null, width: 1, height: 1, quality: 90 } },
    'variables.input.file',
    { body: new Blob([bytes], { type: 'image/png' }), name },
  );
const SAVE = `mutation($input: SaveWebsiteConfigurationInput!) { saveWebsiteConfiguration(input: $input) {
  settings { id value } userErrors { field message } } }`;

describe('website configuration against the emulator', () => {
  it('reads every seeded type, saves a structured value and reads it back', async () => {
    const before = await gql(SETTINGS);
    expect(before.errors).toBeUndefined();
    const w = before.data.website;
    expect(w.languages[0].code).toBe('en');
    expect(w.configurationSections.length).toBeGreaterThan(0);
    const types = new Set(w.configurationSettings.map((s: { type: string }) => s.type));
    for (const t of [
      'STRING',
      'TEXT_AREA',
      'JSON',
      'RADIO',
      'QUESTIONNAIRE',
      'PAGE_HTML_CSS',
      'PAGE_HTML_CSS_APP_CSS',
      'LANDING_PAGE_ITEMS',
      'BETRADAR_TRACKER',
      'TICKET_BANNERS',
      'SOCIAL_META',
    ])
      expect(types).toContain(t);

    const betradar = w.configurationSettings.find((s: { type: string }) => s.type === 'BETRADAR_TRACKER');
    const value = [
      {
        sportName: 'Handball',
        sportId: 61,
        isLiveMatchEnabled: true,
        isStandardMatchEnabled: true,
        liveMatchConfiguration: '',
        standardMatchConfiguration: '',
      },
    ];
    const saved = await gql(SAVE, { input: { websiteId: '1', values: [{ settingId: betradar.settingId, value }] } });
    expect(saved.data.saveWebsiteConfiguration).toEqual({ settings: [{ id: `1:${betradar.settingId}`, value }], userErrors: [] });

    const invalid = await gql(SAVE, {
      input: { websiteId: '1', values: [{ settingId: betradar.settingId, value: [{ sportName: '', sportId: 1 }] }] },
    });
    expect(invalid.data.saveWebsiteConfiguration.userErrors).toEqual([
      { field: `values.${betradar.settingId}.0.sportName`, message: 'Sport name is required' },
    ]);

    for (const id of ['2', '3', '4', '5']) {
      const other = await gql(`{ website(id: "${id}") { configurationSettings { value defaultValue options { value } } } }`);
      expect(other.errors).toBeUndefined();
    }

    const after = await gql(SETTINGS);
    expect(after.data.website.configurationSettings.find((s: { key: string }) => s.key === betradar.key).value).toEqual(value);
  });

  it('stops an image over the limit mid-stream and reports it on `file`', async () => {
    const huge = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(3 * 1024 * 1024)]);
    const answer = (await uploadImage('imagePath userErrors { field message }', huge, 'huge.png')).data.uploadConfigurationImage;
    expect(answer).toEqual({
      imagePath: null,
      userErrors: [{ field: 'file', message: `The file is larger than ${2 * 1024 * 1024} bytes.` }],
    });
  });

  it('keeps an uploaded image with its website: named with another website, it is not deleted', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const uploaded = (await uploadImage('imagePath userErrors { message }', png, 'site4.png', '4')).data.uploadConfigurationImage;
    expect(uploaded.userErrors).toEqual([]);
    const DELETE =
      'mutation($w: ID!, $p: String!) { deleteConfigurationImage(websiteId: $w, imagePath: $p) { deletedImagePath userErrors { message } } }';
    const wrong = await gql(DELETE, { w: '1', p: uploaded.imagePath });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'This image belongs to another website.', extensions: { code: 'FORBIDDEN' } });
    const right = await gql(DELETE, { w: '4', p: uploaded.imagePath });
    expect(right.data.deleteConfigurationImage).toEqual({ deletedImagePath: uploaded.imagePath, userErrors: [] });
  });

  it('uploads a banner image, serves it to the browser and deletes it', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
      'hex',
    );
    const uploaded = (await uploadImage('imagePath imageUrl userErrors { field message }', png, 'banner.png')).data
      .uploadConfigurationImage;
    expect(uploaded.userErrors).toEqual([]);
    expect(uploaded.imagePath).toMatch(/^configuration-images\/.+\.png$/);

    const image = await request(`${stack.base}${uploaded.imageUrl}`, { headers: stack.auth });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(await image.body.arrayBuffer())).toEqual(png);

    const deleted = await gql(
      'mutation($p: String!) { deleteConfigurationImage(websiteId: "1", imagePath: $p) { deletedImagePath userErrors { message } } }',
      { p: uploaded.imagePath },
    );
    expect(deleted.data.deleteConfigurationImage).toEqual({ deletedImagePath: uploaded.imagePath, userErrors: [] });
    const gone = await request(`${stack.base}${uploaded.imageUrl}`, { headers: stack.auth });
    expect(gone.statusCode).toBe(404);
    await gone.body.dump();
  });

  it('toggles tooltips for a website only when the state differs', async () => {
    const SET =
      'mutation($e: Boolean!) { setWebsiteTooltipsEnabled(websiteId: "3", sportId: "58", enabled: $e) { tooltipSport { websiteIds } userErrors { message } } }';
    const on = await gql(SET, { e: true });
    expect(on.data.setWebsiteTooltipsEnabled.tooltipSport.websiteIds).toEqual(['1', '2', '3']);
    const again = await gql(SET, { e: true });
    expect(again.data.setWebsiteTooltipsEnabled.tooltipSport.websiteIds).toEqual(['1', '2', '3']);
    const off = await gql(SET, { e: false });
    expect(off.data.setWebsiteTooltipsEnabled.tooltipSport.websiteIds).toEqual(['1', '2']);
    const list = await gql('{ tooltipSports { sportId name websiteIds } }');
    expect(list.data.tooltipSports).toContainEqual({ sportId: '58', name: 'Football', websiteIds: ['1', '2'] });
  });
});
