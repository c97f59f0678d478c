import type { SearchResultKind } from '../../gql/graphql';
import { userEditPath } from '../../features/users/urls';
import { ALL_TRANSLATIONS_PATH } from '../../features/translations/urls';

// Where each kind of search result opens, and the palette's recent items (this browser only).

export interface PaletteItem {
  kind: SearchResultKind | 'SCREEN';
  id: string;
  label: string;
  detail?: string | null;
  path: string;
}

export const KIND_LABELS: Record<SearchResultKind, string> = {
  USER: 'Users',
  WEBSITE: 'Websites',
  TRANSLATION_KEY: 'Translation keys',
  ICON: 'Icons',
  HELP_PAGE: 'Help pages',
  SEO_RULE: 'SEO rules',
};

/**
 * A group's heading, saying when its results were cut (the gateway answers 5 of each kind):
 * 'Help pages · showing 5 of 37', or 'SEO rules · showing the first 5' where the total is unknown.
 */
export function groupLabel(label: string, shown: number, total: number | null | undefined, limit = 5): string {
  if (total === null || total === undefined) return shown >= limit ? `${label} · showing the first ${shown}` : label;
  return total > shown ? `${label} · showing ${shown} of ${total}` : label;
}

export function resultPath(kind: SearchResultKind, id: string, label: string): string {
  switch (kind) {
    case 'USER':
      return userEditPath(id);
    case 'WEBSITE':
      return `/home/websites/${id}`;
    case 'TRANSLATION_KEY':
      return `${ALL_TRANSLATIONS_PATH}?search=${encodeURIComponent(label)}`;
    case 'ICON':
      return `/home/configurations?tab=icons&search=${encodeURIComponent(label)}`;
    case 'HELP_PAGE': {
      // The page's own editor: its domain, and the page in the URL.
      const [domain = '', page = ''] = id.split(':');
      return `/home/on-line-help?${new URLSearchParams({ tab: 'pages', domain, pageId: page }).toString()}`;
    }
    case 'SEO_RULE': {
      // The website's SEO tab, in the rule's language, searching for the rule's name.
      const [websiteId = '', lang = ''] = id.split(':');
      return `/home/websites/${websiteId}?${new URLSearchParams({ tab: 'seo', lang, q: label }).toString()}`;
    }
  }
}

const RECENT_KEY = 'backoffice-palette-recent';
const RECENT_LIMIT = 6;

export function recentItems(): PaletteItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PaletteItem[]).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The item first, without its earlier copy. */
export function rememberItem(item: PaletteItem): void {
  const rest = recentItems().filter((r) => r.path !== item.path);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify([item, ...rest].slice(0, RECENT_LIMIT)));
  } catch {
    // Storage full or disabled: the palette works without recent items.
  }
}
