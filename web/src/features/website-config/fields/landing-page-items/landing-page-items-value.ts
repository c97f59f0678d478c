import { landingProblems } from '@backoffice/rules/website-config';
import { toFieldErrors, type FieldErrors } from '../field-editor';
import { asList, isRecord, textOf } from '../value-guards';

// Landing page items (spec 001 §3, §5): a list of pages with an image and two
// translation keys; a page appears at most once.

export interface LandingPageItem {
  pageName: string;
  imageUrl: string;
  titleKey: string;
  descriptionKey: string;
}

/** 'VIP Club' / 'vip-club' / 'vipClub' → 'vip_club'. */
export function snakeCase(text: string): string {
  return text
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

/** A new item's defaults: title key = snake-cased page name, description key = that + '_description'. */
export function newLandingItem(pageName: string): LandingPageItem {
  const titleKey = snakeCase(pageName);
  return { pageName, imageUrl: '', titleKey, descriptionKey: `${titleKey}_description` };
}

export function hasPage(items: readonly LandingPageItem[], pageName: string): boolean {
  return items.some((item) => item.pageName === pageName);
}

/** Appends a new item for the page; a page already present is not added twice. */
export function addLandingItem(items: readonly LandingPageItem[], pageName: string): LandingPageItem[] {
  if (!pageName.trim() || hasPage(items, pageName)) return [...items];
  return [...items, newLandingItem(pageName)];
}

export function removeLandingItem(items: readonly LandingPageItem[], index: number): LandingPageItem[] {
  return items.filter((_, i) => i !== index);
}

export function updateLandingItem(items: readonly LandingPageItem[], index: number, patch: Partial<LandingPageItem>): LandingPageItem[] {
  return items.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** Pages offered by the add select: those not already in the list. */
export function pagesToAdd(items: readonly LandingPageItem[], pages: readonly string[]): string[] {
  return pages.filter((page) => !hasPage(items, page));
}

export function normaliseLandingItems(raw: unknown): LandingPageItem[] {
  return asList(raw)
    .filter(isRecord)
    .map((item) => ({
      // Keys this editor does not know are kept, so a save does not lose them.
      ...item,
      pageName: textOf(item.pageName),
      imageUrl: textOf(item.imageUrl),
      titleKey: textOf(item.titleKey),
      descriptionKey: textOf(item.descriptionKey),
    }));
}

/** The gateway's rules (@backoffice/rules): image URL, title and description keys required, a page once. */
export function validateLandingItems(items: readonly LandingPageItem[]): FieldErrors {
  return toFieldErrors(landingProblems(items));
}
