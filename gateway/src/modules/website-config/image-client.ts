import { z } from 'zod';
import type { Dispatcher } from 'undici';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { invalidResponse, upstreamMessage } from '../../upstream/error-mapping';
import { FILE_TOO_LARGE, postMultipart } from '../../upstream/multipart-post';
import { toUserErrors, type UserError } from '../../upstream/user-errors';
import type { WriteResult } from '../../upstream/ids';

// Configuration images (ticket banners) on the operator API: multipart upload
// streamed through, delete by file name, and the stored bytes for the
// browser-facing image route.

export const IMAGE_FOLDER = 'configuration-images';
/** The browser reaches upstream images through the gateway under this prefix. */
export const IMAGE_ROUTE_PREFIX = '/upstream-images';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** `configuration-images/<name>` or a bare `<name>` → the name, or null if unsafe. */
export function imageName(imagePath: string): string | null {
  const name = imagePath.startsWith(`${IMAGE_FOLDER}/`) ? imagePath.slice(IMAGE_FOLDER.length + 1) : imagePath;
  return NAME.test(name) && !name.includes('..') ? name : null;
}

export const imageUrl = (imagePath: string) => `${IMAGE_ROUTE_PREFIX}/${imagePath}`;

const UploadAnswerSchema = z.object({ image: z.object({ imagePath: z.string().min(1) }) });

export interface ImageUpload {
  /** The website the image is for; the upstream keeps it as the image's owner. */
  websiteId: string;
  filename: string;
  contentType: string;
  chunks: AsyncIterable<Buffer>;
  width: number;
  height: number;
  quality: number;
}

export async function uploadImage(ctx: GatewayContext, upload: ImageUpload): Promise<WriteResult<string>> {
  const res = await postMultipart(
    ctx,
    { path: `/${IMAGE_FOLDER}` },
    {
      field: 'file',
      filename: upload.filename,
      contentType: upload.contentType,
      chunks: upload.chunks,
      fields: {
        websiteId: upload.websiteId,
        width: String(upload.width),
        height: String(upload.height),
        quality: String(upload.quality),
      },
    },
    'image',
  );
  if (res.status === 200 || res.status === 201) {
    const parsed = UploadAnswerSchema.safeParse(res.body);
    if (!parsed.success) throw invalidResponse();
    return { ok: true, value: parsed.data.image.imagePath };
  }
  if (res.status === 413) return { ok: false, userErrors: [FILE_TOO_LARGE] };
  if (res.status === 400) return { ok: false, userErrors: toUserErrors(res.body) };
  throw statusError(res.status, res.body);
}

export async function deleteImage(ctx: GatewayContext, imagePath: string): Promise<WriteResult<string>> {
  const name = imageName(imagePath);
  if (!name) throw badUserInput('This is not a configuration image path.', 'imagePath');
  const res = await ctx.callApi({ method: 'DELETE', path: `/${IMAGE_FOLDER}/${name}`, expect: [400, 404] });
  if (res.status === 404) {
    const errors: UserError[] = [{ field: 'imagePath', message: upstreamMessage(res.body) ?? 'Image not found' }];
    return { ok: false, userErrors: errors };
  }
  if (res.status === 400) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: `${IMAGE_FOLDER}/${name}` };
}

const ImageInfoSchema = z.object({ websiteId: z.number().int().nullable() });

/** Whom a stored image belongs to: its website's id, null for an image without an owner, undefined when there is no such image. */
export async function imageOwner(ctx: GatewayContext, name: string): Promise<string | null | undefined> {
  const res = await ctx.callApi({ method: 'GET', path: `/${IMAGE_FOLDER}/${name}/info`, expect: [404] });
  if (res.status === 404) return undefined;
  const parsed = ImageInfoSchema.safeParse(res.body);
  if (!parsed.success) throw invalidResponse();
  return parsed.data.websiteId === null ? null : String(parsed.data.websiteId);
}

/** The stored image as the upstream answers it (unread); the caller pipes or dumps it. */
export function fetchImage(ctx: GatewayContext, name: string): Promise<Dispatcher.ResponseData> {
  return ctx.streamApi({ method: 'GET', path: `/${IMAGE_FOLDER}/${name}` });
}

function statusError(status: number, body: unknown) {
  // 401 and 5xx were mapped by the client already; anything else is a mismatch.
  return status === 404 ? badUserInput(upstreamMessage(body) ?? 'Not found', 'file') : invalidResponse();
}
