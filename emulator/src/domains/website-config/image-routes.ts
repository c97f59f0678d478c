// Configuration images (ticket banners): multipart upload with width, height and
// quality, public download, delete. Bytes live beside store.sqlite (image-store.ts),
// the list of images in the store, so a reset forgets uploads.
import { randomUUID } from 'node:crypto';
import type { EmulatorDeps } from '../../deps';
import { badRequest, notFound, type ValidationError } from '../../http/errors';
import { readMultipartForm } from '../../http/multipart';
import type { RequestContext, Router } from '../../http/router';
import { ImageStore } from '../../image-store';

export const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;
const IMAGE_PREFIX = 'configuration-images/';
const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
const NOT_AN_IMAGE = 'Only image files are allowed. (jpg, jpeg, png and gif)';

const MAGIC: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46],
};

/** The declared type must be the name's; a generic type (a proxy that did not keep it) is judged by the bytes. */
function typeMatches(expected: string, declared: string, content: Buffer): boolean {
  if (declared === expected || (declared === 'image/jpg' && expected === 'image/jpeg')) return true;
  const generic = declared === '' || declared === 'application/octet-stream';
  return generic && MAGIC[expected]!.every((byte, index) => content[index] === byte);
}

const imageNotFound = () => notFound('Image not found');

/** `abc.png`, `configuration-images/abc.png` (encoded slash) or the two-segment route all name the same image. */
const imageName = (ctx: RequestContext): string => (ctx.params.name ?? '').replace(/^configuration-images\//, '');

function integerField(errors: ValidationError[], fields: Record<string, string>, property: string, max?: number): number {
  const raw = fields[property];
  const value = raw !== undefined && /^-?\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
  const constraints: Record<string, string> = {};
  if (!Number.isInteger(value)) constraints.isInt = `${property} must be an integer number`;
  else if (value < 1) constraints.min = `${property} must not be less than 1`;
  else if (max !== undefined && value > max) constraints.max = `${property} must not be greater than ${max}`;
  if (Object.keys(constraints).length > 0) errors.push({ property, constraints });
  return value;
}

export function registerConfigurationImageRoutes(router: Router, { store }: EmulatorDeps): void {
  const images = new ImageStore(store.file);

  router.add(
    'POST',
    '/configuration-images',
    async ({ req }) => {
      const form = await readMultipartForm(req, 'file', IMAGE_LIMIT_BYTES);
      const errors: ValidationError[] = [];
      const extension = form.file?.filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
      const contentType = TYPES[extension];
      if (!form.file || form.file.content.length === 0) {
        errors.push({ property: 'file', constraints: { isNotEmpty: 'file should not be empty' } });
      } else if (!contentType || !typeMatches(contentType, form.file.mimeType, form.file.content)) {
        errors.push({ property: 'file', constraints: { isImage: NOT_AN_IMAGE } });
      } else if (form.fileTooLarge) {
        errors.push({ property: 'file', constraints: { maxSize: 'The file must not be larger than 2 MiB' } });
      }
      // The website the image is for: kept with it, so that only that website's
      // writers may delete it and only its readers see it (the gateway asks /info).
      const websiteId = integerField(errors, form.fields, 'websiteId');
      if (Number.isInteger(websiteId) && !store.read().websites.some((w) => w.id === websiteId)) {
        errors.push({ property: 'websiteId', constraints: { exists: 'Website not found' } });
      }
      const width = integerField(errors, form.fields, 'width');
      const height = integerField(errors, form.fields, 'height');
      const quality = integerField(errors, form.fields, 'quality', 100);
      if (errors.length > 0) throw badRequest(errors);
      const name = `${randomUUID()}.${extension}`;
      const content = form.file!.content;
      images.put(name, content);
      try {
        await store.update((draft) => {
          draft.configurationImages.push({
            name,
            websiteId,
            contentType: contentType!,
            size: content.length,
            width,
            height,
            quality,
            createdAt: new Date().toISOString(),
          });
        });
      } catch (error) {
        images.remove(name);
        throw error;
      }
      return { status: 201, body: { image: { imagePath: `${IMAGE_PREFIX}${name}` } } };
    },
    { rawBody: true },
  );

  const download = (ctx: RequestContext) => {
    const name = imageName(ctx);
    const record = store.read().configurationImages.find((image) => image.name === name);
    const bytes = record ? images.get(name) : null;
    if (!record || !bytes) throw imageNotFound();
    return {
      status: 200,
      headers: { 'content-type': record.contentType, 'content-length': bytes.length, 'cache-control': 'private, max-age=3600' },
      stream: async (res: import('node:http').ServerResponse) => {
        res.write(bytes);
      },
    };
  };
  // What the image is and whom it belongs to, without its bytes.
  router.add('GET', '/configuration-images/:name/info', (ctx) => {
    const name = imageName(ctx);
    const record = store.read().configurationImages.find((image) => image.name === name);
    if (!record) throw imageNotFound();
    const { createdAt: _createdAt, name: _name, ...info } = record;
    return { status: 200, body: { imagePath: `${IMAGE_PREFIX}${name}`, ...info } };
  });
  router.add('GET', '/configuration-images/:name', download, { isPublic: true });
  router.add('GET', '/configuration-images/configuration-images/:name', download, { isPublic: true });

  const remove = async (ctx: RequestContext) => {
    const name = imageName(ctx);
    await store.update((draft) => {
      const before = draft.configurationImages.length;
      draft.configurationImages = draft.configurationImages.filter((image) => image.name !== name);
      if (draft.configurationImages.length === before) throw imageNotFound();
    });
    images.remove(name);
    return { status: 200, body: { imagePath: `${IMAGE_PREFIX}${name}` } };
  };
  router.add('DELETE', '/configuration-images/:name', remove);
  router.add('DELETE', '/configuration-images/configuration-images/:name', remove);
}
