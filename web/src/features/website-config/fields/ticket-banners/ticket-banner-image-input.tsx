import { Button, FileInput, Group, Image, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ImageSizes } from './use-ticket-banner-images';
import {
  IMAGE_ACCEPT,
  IMAGE_TYPE_MESSAGE,
  bannerImageSrc,
  isAllowedImageFile,
  validateImageSettings,
  type BannerImage,
  type Size,
} from './ticket-banners-value';

interface TicketBannerImageInputProps {
  image: BannerImage;
  /** Names the controls, e.g. 'default image of Welcome' or 'image in German of Welcome'. */
  name: string;
  onPatch: (patch: Partial<BannerImage>) => void;
  /** Uploads the chosen file with the sizes; resolves true when stored. */
  onUpload: (file: File, sizes: ImageSizes) => Promise<boolean>;
  /** Offered for a language's image only. */
  onDelete?: () => Promise<void>;
  /** Messages of the stored value by field ('imagePath', 'width', ...). */
  errors: Partial<Record<string, string>>;
  disabled: boolean;
}

const toSize = (raw: string | number): Size => (typeof raw === 'number' ? raw : raw.trim() === '' ? '' : Number(raw));

/** Shows a banner image and uploads a replacement with its width, height and quality. */
export function TicketBannerImageInput({ image, name, onPatch, onUpload, onDelete, errors, disabled }: TicketBannerImageInputProps) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileError = file && !isAllowedImageFile(file.name) ? IMAGE_TYPE_MESSAGE : undefined;
  // Width, height and quality are required only when an image is newly chosen (spec 001 §5).
  const sizeErrors = file ? validateImageSettings(image) : {};
  const canUpload = !!file && !fileError && Object.keys(sizeErrors).length === 0;

  const upload = async () => {
    if (!file || !canUpload) return;
    setBusy(true);
    const stored = await onUpload(file, { width: Number(image.width), height: Number(image.height), quality: Number(image.quality) });
    setBusy(false);
    if (stored) setFile(null);
  };
  const remove = async () => {
    if (!onDelete) return;
    setBusy(true);
    await onDelete();
    setBusy(false);
  };

  return (
    <Stack gap="xs">
      {image.imagePath ? (
        <Image src={bannerImageSrc(image.imagePath)} alt={`Current ${name}`} maw={320} radius="sm" fit="contain" />
      ) : (
        <Text size="sm" c={errors.imagePath ? 'red' : 'dimmed'}>
          {errors.imagePath ?? 'No image yet'}
        </Text>
      )}
      <Group align="flex-start" gap="sm">
        {(['width', 'height', 'quality'] as const).map((field) => (
          <NumberInput
            key={field}
            label={field.charAt(0).toUpperCase() + field.slice(1)}
            aria-label={`${field.charAt(0).toUpperCase() + field.slice(1)} of ${name}`}
            min={1}
            max={field === 'quality' ? 100 : undefined}
            allowDecimal={false}
            value={image[field]}
            onChange={(raw) => onPatch({ [field]: toSize(raw) })}
            error={sizeErrors[field] ?? errors[field]}
            disabled={disabled || busy}
            w={(sizeErrors[field] ?? errors[field]) ? 220 : 110}
          />
        ))}
        <FileInput
          label="Image file"
          aria-label={`Image file for ${name}`}
          placeholder="jpg, jpeg, png or gif"
          accept={IMAGE_ACCEPT}
          value={file}
          onChange={setFile}
          error={fileError}
          clearable
          disabled={disabled || busy}
          miw={220}
          style={{ flex: 1 }}
        />
        <Group gap="xs" mt={24}>
          <Button onClick={upload} disabled={disabled || !canUpload} loading={busy} aria-label={`Upload ${name}`}>
            Upload
          </Button>
          {onDelete && image.imagePath && (
            <Button variant="default" color="red" onClick={remove} disabled={disabled || busy} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
