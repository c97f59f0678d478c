// How the stream configuration form names the gateway's fields of it (a conflict's): the two
// similarities, and a website's excluded regions (`websites.<id>.imgArenaExcludedRegionIds.0`);
// and how its website switcher names the websites.

const SIMILARITIES: Record<string, string> = {
  imgArenaSimilarity: 'Img Arena names similarity percentage',
  infrontSimilarity: 'Infront names similarity percentage',
};
const REGIONS: Record<string, { label: string; key: 'img' | 'infront' }> = {
  imgArenaExcludedRegionIds: { label: 'Img Arena excluded region ids', key: 'img' },
  infrontExcludedRegionIds: { label: 'Infront excluded region ids', key: 'infront' },
};
const WEBSITE_FIELD = /^websites\.([^.]+)\.(\w+)/;

interface FormValues {
  regions: Record<string, { img: string[]; infront: string[] }>;
  img: string | number;
  infront: string | number;
}

/** 'Star Bet: Img Arena excluded region ids', or a similarity's label. */
export function streamFieldLabel(field: string, websiteName: (id: string) => string): string | null {
  const website = WEBSITE_FIELD.exec(field);
  if (website) return REGIONS[website[2]!] ? `${websiteName(website[1]!)}: ${REGIONS[website[2]!]!.label}` : null;
  return SIMILARITIES[field] ?? null;
}

/** The form's value of that field, as text (a website's regions joined). */
export function streamFieldText(field: string, values: FormValues): string | null {
  const website = WEBSITE_FIELD.exec(field);
  if (website) {
    const regions = REGIONS[website[2]!];
    return regions ? (values.regions[website[1]!]?.[regions.key] ?? []).join(', ') : null;
  }
  if (field === 'imgArenaSimilarity') return String(values.img);
  if (field === 'infrontSimilarity') return String(values.infront);
  return null;
}

/**
 * The website switcher's choices (an operator has hundreds: a searchable select, not a button per
 * website); a website with unsaved region changes says so.
 */
export function websiteOptions(websites: readonly { website: { id: string; name: string } }[], changed: readonly string[]) {
  return websites.map(({ website }) => ({
    value: website.id,
    label: changed.includes(website.id) ? `${website.name} (changed)` : website.name,
  }));
}
