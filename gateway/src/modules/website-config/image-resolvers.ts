import type { Resolvers } from '../../generated/resolvers-types';
import type { UserError } from '../../upstream/user-errors';
import * as rules from '../../access/permissions';
import { upstreamId } from '../../upstream/ids';
import { badUserInput, forbidden } from '../../errors';
import type { ViewerModel } from '../../access/viewer-model';
import { deleteImage, imageName, imageOwner, imageUrl, uploadImage } from './image-client';
import { forwardUpload } from '../../http/upload';
import { imageSignatureCheck } from '../../http/upload-content';
import { imageSizeProblems } from '@backoffice/rules/website-config';
import { payload } from '../../upstream/payload';

// Ticket banner images: WRITE on the website's configuration, the spec's
// type and size rules checked before anything reaches the upstream, and the
// file streamed through (never held whole in the gateway).

export const ONLY_IMAGES = 'Only image files are allowed. (jpg, jpeg, png and gif)';
const EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif']);
const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif']);

export function isAllowedImage(filename: string, mimetype: string): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  return extension !== undefined && EXTENSIONS.has(extension) && TYPES.has(mimetype.toLowerCase());
}

/** An image of this website, or one without an owner (stored before owners were kept) for an admin. */
export function imageBelongsTo(owner: string | null, websiteId: string, viewer: ViewerModel): boolean {
  return owner === null ? rules.isAdmin(viewer) : owner === websiteId;
}

const sizeErrors = (width: number, height: number, quality: number): UserError[] =>
  imageSizeProblems({ width, height, quality }, { required: true }).map((p) => ({ field: p.path, message: p.message }));

const noImage = (userErrors: UserError[]) => ({ imagePath: null, imageUrl: null, userErrors });

export const websiteConfigImageResolvers: Resolvers = {
  Mutation: {
    async uploadConfigurationImage(_root, { input }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanWriteWebsiteArea(viewer, 'WEB_SITES_WEBSITES_CONFIGURATION', input.websiteId);
      const upload = await input.file;
      const errors = sizeErrors(input.width, input.height, input.quality);
      if (!isAllowedImage(upload.filename, upload.mimetype)) errors.unshift({ field: 'file', message: ONLY_IMAGES });
      if (errors.length > 0) return noImage(errors);

      const r = await forwardUpload(
        upload,
        ctx.services.config.maxImageUploadBytes,
        (chunks) =>
          uploadImage(ctx, {
            websiteId: upstreamId(input.websiteId),
            filename: upload.filename,
            contentType: upload.mimetype,
            chunks,
            width: input.width,
            height: input.height,
            quality: input.quality,
          }),
        // The bytes must be the declared image type: an SVG or HTML page named x.png is refused.
        imageSignatureCheck(upload.mimetype, ONLY_IMAGES),
      );
      return r.ok ? { imagePath: r.value, imageUrl: imageUrl(r.value), userErrors: [] } : noImage(r.userErrors);
    },

    async deleteConfigurationImage(_root, { websiteId, imagePath }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanWriteWebsiteArea(viewer, 'WEB_SITES_WEBSITES_CONFIGURATION', websiteId);
      // Write on the website named is not enough: the image must be that website's.
      const name = imageName(imagePath);
      if (!name) throw badUserInput('This is not a configuration image path.', 'imagePath');
      const owner = await imageOwner(ctx, name);
      if (owner === undefined) return { deletedImagePath: null, userErrors: [{ field: 'imagePath', message: 'Image not found' }] };
      if (!imageBelongsTo(owner, upstreamId(websiteId), viewer)) throw forbidden('This image belongs to another website.');
      const r = await deleteImage(ctx, imagePath);
      return payload('deletedImagePath', r);
    },
  },
};
