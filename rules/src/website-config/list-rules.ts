import { MESSAGES, type ValueProblem } from './messages.js';

// Spec 001 §5 save rules of the list-shaped configuration types. Each takes the value as
// stored (or as the web form holds it: the same keys) and lists its problems by path.

type Path = (string | number)[];
const problem = (message: string, ...path: Path): ValueProblem => ({ path: path.map(String).join('.'), message });

export const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export interface BetradarRuleItem {
  sportName?: unknown;
  sportId?: unknown;
}

/** Sport name and id required, ids unique (entries are keyed by sportId). */
export function betradarProblems(items: readonly BetradarRuleItem[]): ValueProblem[] {
  const problems: ValueProblem[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (isBlank(item.sportName)) problems.push(problem(MESSAGES.sportName, i, 'sportName'));
    if (isBlank(item.sportId)) problems.push(problem(MESSAGES.sportId, i, 'sportId'));
    else {
      const id = String(item.sportId).trim();
      if (seen.has(id)) problems.push(problem(MESSAGES.sportIdUnique, i, 'sportId'));
      seen.add(id);
    }
  });
  return problems;
}

export interface LandingRuleItem {
  pageName?: unknown;
  imageUrl?: unknown;
  titleKey?: unknown;
  descriptionKey?: unknown;
}

/** Image URL, title key and description key required; a page at most once. */
export function landingProblems(items: readonly LandingRuleItem[]): ValueProblem[] {
  const problems: ValueProblem[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (isBlank(item.imageUrl)) problems.push(problem(MESSAGES.landingImage, i, 'imageUrl'));
    if (isBlank(item.titleKey)) problems.push(problem(MESSAGES.landingTitle, i, 'titleKey'));
    if (isBlank(item.descriptionKey)) problems.push(problem(MESSAGES.landingDescription, i, 'descriptionKey'));
    const page = String(item.pageName);
    if (seen.has(page)) problems.push(problem(MESSAGES.landingUnique, i, 'pageName'));
    seen.add(page);
  });
  return problems;
}

export interface ImageSizes {
  width?: unknown;
  height?: unknown;
  quality?: unknown;
}

const badSize = (v: unknown) => {
  const n = Number(v);
  return !(Number.isFinite(n) && n >= 1);
};
const badQuality = (v: unknown) => {
  const q = Number(v);
  return !(Number.isInteger(q) && q >= 1 && q <= 100);
};

/**
 * Banner image sizes: width and height at least 1 (both with the spec's width message),
 * quality a whole number from 1 to 100. `required` when an image is being chosen now;
 * stored sizes are checked only when present.
 */
export function imageSizeProblems(image: ImageSizes, { required = false } = {}): ValueProblem[] {
  const problems: ValueProblem[] = [];
  const checked = (v: unknown) => required || !isBlank(v);
  for (const key of ['width', 'height'] as const) {
    if (checked(image[key]) && (isBlank(image[key]) || badSize(image[key]))) problems.push(problem(MESSAGES.width, key));
  }
  if (checked(image.quality) && (isBlank(image.quality) || badQuality(image.quality))) problems.push(problem(MESSAGES.quality, 'quality'));
  return problems;
}

export interface TicketBannerRuleItem {
  default: ImageSizes & { bannerName?: unknown; bannerUrl?: unknown; imagePath?: unknown };
  languages?: Record<string, ImageSizes> | null;
}

/** The default banner's name, url and image required; every stored size valid. */
export function ticketBannerProblems(banners: readonly TicketBannerRuleItem[]): ValueProblem[] {
  const problems: ValueProblem[] = [];
  banners.forEach((banner, i) => {
    const d = banner.default;
    if (isBlank(d.bannerName)) problems.push(problem(MESSAGES.bannerName, i, 'default', 'bannerName'));
    if (isBlank(d.bannerUrl)) problems.push(problem(MESSAGES.bannerUrl, i, 'default', 'bannerUrl'));
    if (isBlank(d.imagePath)) problems.push(problem(MESSAGES.defaultImage, i, 'default', 'imagePath'));
    const images: [string, ImageSizes][] = [
      ['default', d],
      ...Object.entries(banner.languages ?? {}).map(([c, im]) => [`languages.${c}`, im] as [string, ImageSizes]),
    ];
    for (const [at, image] of images) {
      for (const p of imageSizeProblems(image)) problems.push(problem(p.message, i, at, p.path));
    }
  });
  return problems;
}
