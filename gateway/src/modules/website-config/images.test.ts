import { Readable } from 'node:stream';
import { Upload } from 'graphql-upload-minimal';
import { request } from 'undici';
import { codes, useHarness } from '../../test/harness';
import { ADMIN, MANAGER } from '../../test/fixtures';
import { ONLY_IMAGES } from './image-resolvers';

const UPLOAD = /* GraphQL */ `
  mutation Upload($input: UploadConfigurationImageInput!) {
    uploadConfigurationImage(input: $input) {
      imagePath
      imageUrl
      userErrors {
        field
        message
      }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($websiteId: ID!, $imagePath: String!) {
    deleteConfigurationImage(websiteId: $websiteId, imagePath: $imagePath) {
      deletedImagePath
      userErrors {
        field
        message
      }
    }
  }
`;

const MAX = 1024;
/** Writes the configuration of website 2 only. */
const CONFIG_WRITER = {
  ...MANAGER,
  id: 6,
  email: 'writer@example.com',
  onlinePermissions: JSON.stringify({
    permissions: { 'WEB_SITES.WEBSITES_CONFIGURATION': 'write' },
    onlineWebsitePermissions: { '2': 'write' },
    onlineHelpPermissions: {},
  }),
};
const NO_PERMISSIONS = { ...MANAGER, id: 7, email: 'nobody@example.com', onlinePermissions: null };
const h = useHarness({ MAX_IMAGE_UPLOAD_BYTES: String(MAX) });

function file(filename: string, mimetype: string, bytes: Buffer) {
  // The typings omit `resolve`, which processRequest calls on real uploads.
  const upload = new Upload() as Upload & { resolve(file: unknown): void };
  upload.resolve({ filename, mimetype, encoding: '7bit', fieldName: 'file', createReadStream: () => Readable.from([bytes]) });
  return upload;
}

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const input = (over: Record<string, unknown> = {}) => ({
  websiteId: '1',
  file: file('banner.png', 'image/png', PNG),
  width: 300,
  height: 100,
  quality: 80,
  ...over,
});

/** The upstream's answer about whom an image belongs to. */
function owner(name: string, websiteId: number | null) {
  h.upstream.intercept({ path: `/configuration-images/${name}/info`, method: 'GET' }).reply(200, {
    imagePath: `configuration-images/${name}`,
    websiteId,
    contentType: 'image/png',
    size: 8,
    width: 1,
    height: 1,
    quality: 90,
  });
}

async function bodyText(body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('latin1');
}

describe('uploadConfigurationImage', () => {
  it('streams the file with width, height and quality to the upstream multipart', async () => {
    h.expectCheckAuth(ADMIN);
    let sent: Promise<string> | undefined;
    let contentType = '';
    h.upstream.intercept({ path: '/configuration-images', method: 'POST' }).reply((opts) => {
      sent = bodyText(opts.body);
      contentType = String((opts.headers as Record<string, string>)['content-type']);
      return { statusCode: 201, data: { image: { imagePath: 'configuration-images/abc.png' } } };
    });
    const r = await h.run(UPLOAD, { variables: { input: input() }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.uploadConfigurationImage).toEqual({
      imagePath: 'configuration-images/abc.png',
      imageUrl: '/upstream-images/configuration-images/abc.png',
      userErrors: [],
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const text = await sent!;
    expect(text).toContain('name="width"\r\n\r\n300\r\n');
    expect(text).toContain('name="quality"\r\n\r\n80\r\n');
    expect(text).toContain('name="file"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n');
    expect(text).toContain(PNG.toString('latin1'));
  });

  it.each([
    ['a pdf', 'doc.pdf', 'application/pdf'],
    ['a png named .svg', 'x.svg', 'image/png'],
    ['an svg named .png', 'x.png', 'image/svg+xml'],
  ])('refuses %s with the spec message and no upstream call', async (_name, filename, mimetype) => {
    h.expectCheckAuth(ADMIN);
    const r = await h.run(UPLOAD, { variables: { input: input({ file: file(filename, mimetype, PNG) }) }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.uploadConfigurationImage).toEqual({
      imagePath: null,
      imageUrl: null,
      userErrors: [{ field: 'file', message: ONLY_IMAGES }],
    });
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it.each([
    ['an SVG named like a PNG', 'x.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['an HTML page named like a GIF', 'x.gif', 'image/gif', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a JPEG declared as PNG', 'x.png', 'image/png', Buffer.from('ffd8ffe000104a464946', 'hex')],
  ])('refuses %s by its bytes, without an upstream call', async (_what, name, type, bytes) => {
    h.expectCheckAuth(ADMIN);
    const r = await h.run(UPLOAD, { variables: { input: input({ file: file(name, type, bytes) }) }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.uploadConfigurationImage).toEqual({
      imagePath: null,
      imageUrl: null,
      userErrors: [{ field: 'file', message: ONLY_IMAGES }],
    });
    expect(r.calls.filter((c) => c.includes('configuration-images'))).toEqual([]);
  });

  it('checks width, height and quality with the spec messages', async () => {
    h.expectCheckAuth(ADMIN);
    const r = await h.run(UPLOAD, { variables: { input: input({ width: 0, height: -1, quality: 101 }) }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.uploadConfigurationImage.userErrors).toEqual([
      { field: 'width', message: 'Width is required and must be a number greater than 0' },
      { field: 'height', message: 'Width is required and must be a number greater than 0' },
      { field: 'quality', message: 'Quality is required and must be a number between 1 and 100' },
    ]);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('reports a file over the configured limit on `file` without opening an upstream request', async () => {
    h.expectCheckAuth(ADMIN);
    const big = file('big.png', 'image/png', Buffer.alloc(MAX + 1));
    const r = await h.run(UPLOAD, { variables: { input: input({ file: big }) }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.uploadConfigurationImage).toEqual({
      imagePath: null,
      imageUrl: null,
      userErrors: [{ field: 'file', message: `The file is larger than ${MAX} bytes.` }],
    });
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('turns an upstream 400 into userErrors and is FORBIDDEN without write', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/configuration-images', method: 'POST' }).reply(400, {
      statusCode: 400,
      message: [{ property: 'file', constraints: { isImage: ONLY_IMAGES } }],
    });
    const r = await h.run(UPLOAD, { variables: { input: input() }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.uploadConfigurationImage.userErrors).toEqual([{ field: 'file', message: ONLY_IMAGES }]);

    h.expectCheckAuth(MANAGER);
    const denied = await h.run(UPLOAD, { variables: { input: input({ websiteId: '2' }) }, cookie: h.sessionCookie(MANAGER) });
    expect(codes(denied)).toEqual(['FORBIDDEN']);
    expect(denied.calls).toEqual(['POST /auth/check-auth']);
  });
});

describe('deleteConfigurationImage', () => {
  it('deletes an image of the named website by file name, and reports an unknown image', async () => {
    h.expectCheckAuth(ADMIN);
    owner('abc.png', 1);
    h.upstream
      .intercept({ path: '/configuration-images/abc.png', method: 'DELETE' })
      .reply(200, { imagePath: 'configuration-images/abc.png' });
    const r = await h.run(DELETE, {
      variables: { websiteId: '1', imagePath: 'configuration-images/abc.png' },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data!.deleteConfigurationImage).toEqual({ deletedImagePath: 'configuration-images/abc.png', userErrors: [] });

    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({ path: '/configuration-images/gone.png/info', method: 'GET' })
      .reply(404, { statusCode: 404, message: 'Image not found' });
    const gone = await h.run(DELETE, { variables: { websiteId: '1', imagePath: 'gone.png' }, cookie: h.sessionCookie(ADMIN) });
    expect(gone.data!.deleteConfigurationImage).toEqual({
      deletedImagePath: null,
      userErrors: [{ field: 'imagePath', message: 'Image not found' }],
    });
  });

  it("refuses another website's image to a writer of the named website, upstream untouched", async () => {
    // The manager writes the configuration of website 2 only; the image is website 4's.
    h.expectCheckAuth(CONFIG_WRITER);
    owner('site4.png', 4);
    const r = await h.run(DELETE, {
      variables: { websiteId: '2', imagePath: 'configuration-images/site4.png' },
      cookie: h.sessionCookie(CONFIG_WRITER),
    });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it('leaves an image without an owner to admins', async () => {
    h.expectCheckAuth(CONFIG_WRITER);
    owner('shared.png', null);
    const refused = await h.run(DELETE, { variables: { websiteId: '2', imagePath: 'shared.png' }, cookie: h.sessionCookie(CONFIG_WRITER) });
    expect(codes(refused)).toEqual(['FORBIDDEN']);
    h.expectCheckAuth(ADMIN);
    owner('shared.png', null);
    h.upstream
      .intercept({ path: '/configuration-images/shared.png', method: 'DELETE' })
      .reply(200, { imagePath: 'configuration-images/shared.png' });
    const done = await h.run(DELETE, { variables: { websiteId: '2', imagePath: 'shared.png' }, cookie: h.sessionCookie(ADMIN) });
    expect(done.data!.deleteConfigurationImage.userErrors).toEqual([]);
  });

  it('refuses a path outside the image folder without an upstream call', async () => {
    h.expectCheckAuth(ADMIN);
    const r = await h.run(DELETE, { variables: { websiteId: '1', imagePath: '../store.json' }, cookie: h.sessionCookie(ADMIN) });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});

describe('GET /upstream-images/configuration-images/:name', () => {
  it('streams the image with its type and a private cache header, only with a session', async () => {
    const { url } = await h.gateway.listen(0, '127.0.0.1');
    h.expectCheckAuth(ADMIN);
    owner('abc.png', 1);
    h.upstream
      .intercept({ path: '/configuration-images/abc.png', method: 'GET' })
      .reply(200, PNG, { headers: { 'content-type': 'image/png' } });
    const res = await request(`${url}/upstream-images/configuration-images/abc.png`, { headers: { cookie: h.sessionCookie(ADMIN) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(Buffer.from(await res.body.arrayBuffer())).toEqual(PNG);

    const anonymous = await request(`${url}/upstream-images/configuration-images/abc.png`);
    expect(anonymous.statusCode).toBe(401);
    await anonymous.body.dump();

    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/configuration-images/none.png/info', method: 'GET' }).reply(404, { message: 'Image not found' });
    const missing = await request(`${url}/upstream-images/configuration-images/none.png`, { headers: { cookie: h.sessionCookie(ADMIN) } });
    expect(missing.statusCode).toBe(404);
    await missing.body.dump();
  });

  it("shows an image only to readers of its website's configuration", async () => {
    const { url } = await h.gateway.listen(0, '127.0.0.1');
    // The manager reads websites 1 and 2 (configuration READ): website 4's image is refused.
    h.expectCheckAuth(MANAGER);
    owner('site4.png', 4);
    const refused = await request(`${url}/upstream-images/configuration-images/site4.png`, {
      headers: { cookie: h.sessionCookie(MANAGER) },
    });
    expect(refused.statusCode).toBe(403);
    await refused.body.dump();

    h.expectCheckAuth(NO_PERMISSIONS);
    owner('site1.png', 1);
    const none = await request(`${url}/upstream-images/configuration-images/site1.png`, {
      headers: { cookie: h.sessionCookie(NO_PERMISSIONS) },
    });
    expect(none.statusCode).toBe(403);
    await none.body.dump();

    h.expectCheckAuth(MANAGER);
    owner('site1.png', 1);
    h.upstream
      .intercept({ path: '/configuration-images/site1.png', method: 'GET' })
      .reply(200, PNG, { headers: { 'content-type': 'image/png' } });
    const allowed = await request(`${url}/upstream-images/configuration-images/site1.png`, {
      headers: { cookie: h.sessionCookie(MANAGER) },
    });
    expect(allowed.statusCode).toBe(200);
    await allowed.body.dump();
  });
});
