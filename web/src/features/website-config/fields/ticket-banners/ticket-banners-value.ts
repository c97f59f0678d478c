import { imageSizeProblems, ticketBannerProblems } from '@backoffice/rules/website-config';
import { toFieldErrors, type FieldErrors } from '../field-editor';
import { asBoolean, asList, isRecord, moveItem, textOf } from '../value-guards';

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

/** Checked only here, on the file being chosen (the gateway checks the upload's content). */
export const IMAGE_TYPE_MESSAGE = 'Only image files are allowed. (jpg, jpeg, png and gif)';

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

/** Width, height and quality of an image being chosen now: all required (the gateway's rule). */
export function validateImageSettings(
  image: Pick<BannerImage, 'width' | 'height' | 'quality'>,
): Partial<Record<'width' | 'height' | 'quality', string>> {
  return toFieldErrors(imageSizeProblems(image, { required: true }));
}

/** The gateway's rules (@backoffice/rules): default name, url and image required, stored sizes valid. */
export function validateTicketBanners(banners: readonly TicketBanner[]): FieldErrors {
  return toFieldErrors(ticketBannerProblems(banners));
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
