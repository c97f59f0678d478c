import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import { readableError } from '../../../../shared/requests/error-message';
import { uploadWithOperation } from '../../../../shared/requests/multipart-upload';
import { notifyError } from '../../../../shared/notices/notify';

export const UploadTicketBannerImageMutation = graphql(`
  mutation UploadTicketBannerImage($websiteId: ID!, $file: Upload!, $width: Int!, $height: Int!, $quality: Int!) {
    uploadConfigurationImage(input: { websiteId: $websiteId, file: $file, width: $width, height: $height, quality: $quality }) {
      imagePath
      imageUrl
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const DeleteTicketBannerImageMutation = graphql(`
  mutation DeleteTicketBannerImage($websiteId: ID!, $imagePath: String!) {
    deleteConfigurationImage(websiteId: $websiteId, imagePath: $imagePath) {
      deletedImagePath
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export interface ImageSizes {
  width: number;
  height: number;
  quality: number;
}

export interface TicketBannerImages {
  /** The stored image's path, or null after showing why it failed. */
  upload: (file: File, sizes: ImageSizes) => Promise<string | null>;
  /** True when the image is gone (deleted now, or already missing upstream). */
  remove: (imagePath: string) => Promise<boolean>;
}

/** Upload and delete of ticket banner images for one website; failures are shown with notifyError. */
export function useTicketBannerImages(websiteId: string): TicketBannerImages {
  const [deleteImage] = useMutation(DeleteTicketBannerImageMutation);

  const upload = useCallback(
    async (file: File, sizes: ImageSizes) => {
      try {
        const data = await uploadWithOperation(UploadTicketBannerImageMutation, { websiteId, file: null, ...sizes }, 'file', file);
        const result = data.uploadConfigurationImage;
        if (result.userErrors.length > 0 || !result.imagePath) {
          notifyError(result.userErrors.map((error) => error.message).join('\n') || 'The image was not stored.');
          return null;
        }
        return result.imagePath;
      } catch (error) {
        notifyError(readableError(error));
        return null;
      }
    },
    [websiteId],
  );

  const remove = useCallback(
    async (imagePath: string) => {
      try {
        const { data } = await deleteImage({ variables: { websiteId, imagePath } });
        const errors = data?.deleteConfigurationImage.userErrors ?? [];
        // An image already missing upstream must not keep its banner undeletable.
        if (errors.length > 0 && !errors.every((error) => /not found/i.test(error.message))) {
          notifyError(errors.map((error) => error.message).join('\n'));
          return false;
        }
        return true;
      } catch (error) {
        notifyError(readableError(error));
        return false;
      }
    },
    [deleteImage, websiteId],
  );

  return { upload, remove };
}
