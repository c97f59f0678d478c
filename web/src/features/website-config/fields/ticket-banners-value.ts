import type { FieldErrors } from './field-editor';
import { asBoolean, asList, isRecord, moveItem, textOf } from './value-guards';

// Ticket banner list (spec 001 §3, §5): a default banner plus optional
// per-language banners, in display order (drag sort).

export type Size = number | '';

export interface BannerImage {
  bannerUrl: string;
  isInternalUrl: boolean;
  imagePath: string;
  width: Size;
  height: Size;
  quality: Size;
}

export interface DefaultBanner extends BannerImage {
  bannerName: string;
}

export interface TicketBanner {
  default: DefaultBanner;
  languages: Record<string, BannerImage>;
}

export const BANNER_MESSAGES = {
  bannerName: 'Ticket banner name is required',
  bannerUrl: 'Ticket banner url is required',
  width: 'Width is required and must be a number greater than 0',
  // The spec words only the width's message; height follows it (as the gateway does).
  height: 'Width is required and must be a number greater than 0',
  quality: 'Quality is required and must be a number between 1 and 100',
  defaultImage: 'Default Image is required.',
  imageType: 'Only image files are allowed. (jpg, jpeg, png and gif)',
} as const;

export const BANNER_UPLOADED = 'Ticket banner uploaded successfully.';
export const bannerDeletedMessage = (language: string) => `Ticket banner for ${language} deleted successfully.`;

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

export function emptyBannerImage(): BannerImage {
  return { bannerUrl: '', isInternalUrl: false, imagePath: '', width: '', height: '', quality: '' };
}

export function emptyTicketBanner(): TicketBanner {
  return { default: { bannerName: '', ...emptyBannerImage() }, languages: {} };
}

/** What the browser loads to show a stored image (served by the gateway). */
export function bannerImageSrc(imagePath: string): string {
  return `/upstream-images/${imagePath.replace(/^\/+/, '')}`;
}

export function isAllowedImageFile(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && IMAGE_EXTENSIONS.includes(extension);
}

const isBlank = (size: Size) => size === '';
const badSize = (size: Size) => isBlank(size) || !Number.isFinite(size) || size < 1;
const badQuality = (size: Size) => isBlank(size) || !Number.isInteger(size) || size < 1 || size > 100;

/** Width, height and quality of an image being chosen now: all required. */
export function validateImageSettings(image: Pick<BannerImage, 'width' | 'height' | 'quality'>) {
  const errors: Partial<Record<'width' | 'height' | 'quality', string>> = {};
  if (badSize(image.width)) errors.width = BANNER_MESSAGES.width;
  if (badSize(image.height)) errors.height = BANNER_MESSAGES.height;
  if (badQuality(image.quality)) errors.quality = BANNER_MESSAGES.quality;
  return errors;
}

/** Stored sizes are checked only when present (they are required when an image is newly chosen). */
function validateStoredSizes(errors: FieldErrors, at: string, image: BannerImage): void {
  if (!isBlank(image.width) && badSize(image.width)) errors[`${at}.width`] = BANNER_MESSAGES.width;
  if (!isBlank(image.height) && badSize(image.height)) errors[`${at}.height`] = BANNER_MESSAGES.height;
  if (!isBlank(image.quality) && badQuality(image.quality)) errors[`${at}.quality`] = BANNER_MESSAGES.quality;
}

export function validateTicketBanners(banners: readonly TicketBanner[]): FieldErrors {
  const errors: FieldErrors = {};
  banners.forEach((banner, index) => {
    const at = `${index}.default`;
    if (!banner.default.bannerName.trim()) errors[`${at}.bannerName`] = BANNER_MESSAGES.bannerName;
    if (!banner.default.bannerUrl.trim()) errors[`${at}.bannerUrl`] = BANNER_MESSAGES.bannerUrl;
    if (!banner.default.imagePath.trim()) errors[`${at}.imagePath`] = BANNER_MESSAGES.defaultImage;
    validateStoredSizes(errors, at, banner.default);
    for (const [code, image] of Object.entries(banner.languages)) {
      validateStoredSizes(errors, `${index}.languages.${code}`, image);
    }
  });
  return errors;
}

function sizeOf(raw: unknown): Size {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return '';
}

function normaliseImage(raw: unknown): BannerImage {
  const source = isRecord(raw) ? raw : {};
  return {
    // Keys this editor does not know are kept, so a save does not lose them.
    ...source,
    bannerUrl: textOf(source.bannerUrl),
    isInternalUrl: asBoolean(source.isInternalUrl),
    imagePath: textOf(source.imagePath),
    width: sizeOf(source.width),
    height: sizeOf(source.height),
    quality: sizeOf(source.quality),
  };
}

export function normaliseTicketBanners(raw: unknown): TicketBanner[] {
  return asList(raw)
    .filter(isRecord)
    .map((banner) => {
      const stored = isRecord(banner.default) ? banner.default : {};
      const languages: Record<string, BannerImage> = {};
      if (isRecord(banner.languages)) {
        for (const [code, image] of Object.entries(banner.languages)) languages[code] = normaliseImage(image);
      }
      return { ...banner, default: { ...normaliseImage(stored), bannerName: textOf(stored.bannerName) }, languages };
    });
}

/** A stable React key: banners are matched by their default image path (spec 001 §5). */
export function bannerKey(banner: TicketBanner, index: number): string {
  return banner.default.imagePath || `new-${index}`;
}

export function addTicketBanner(banners: readonly TicketBanner[]): TicketBanner[] {
  return [...banners, emptyTicketBanner()];
}

export function removeTicketBanner(banners: readonly TicketBanner[], index: number): TicketBanner[] {
  return banners.filter((_, i) => i !== index);
}

export function moveTicketBanner(banners: readonly TicketBanner[], from: number, to: number): TicketBanner[] {
  return moveItem(banners, from, to);
}

export function setDefaultBanner(banners: readonly TicketBanner[], index: number, patch: Partial<DefaultBanner>): TicketBanner[] {
  return banners.map((banner, i) => (i === index ? { ...banner, default: { ...banner.default, ...patch } } : banner));
}

export function languageBanner(banner: TicketBanner, code: string): BannerImage {
  return banner.languages[code] ?? emptyBannerImage();
}

export function setLanguageBanner(
  banners: readonly TicketBanner[],
  index: number,
  code: string,
  patch: Partial<BannerImage>,
): TicketBanner[] {
  return banners.map((banner, i) =>
    i === index ? { ...banner, languages: { ...banner.languages, [code]: { ...languageBanner(banner, code), ...patch } } } : banner,
  );
}

/** Drops a language's banner (after its image is deleted). */
export function removeLanguageBanner(banners: readonly TicketBanner[], index: number, code: string): TicketBanner[] {
  return banners.map((banner, i) => {
    if (i !== index) return banner;
    const languages = { ...banner.languages };
    delete languages[code];
    return { ...banner, languages };
  });
}
