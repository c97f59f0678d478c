// The trending screen's edits to one sport before Save: the selected templates, and per
// website the selected ones it shows. Websites sharing a betshop share one list upstream,
// so ticking one ticks the others (the gateway refuses them disagreeing).

export interface DraftTemplate {
  id: number;
  name: string;
}

export interface DraftWebsite {
  id: string;
  name: string;
  betshopId: string | null;
  templateIds: number[];
}

export interface TrendingDraft {
  templates: DraftTemplate[];
  websites: DraftWebsite[];
}

/** Ticks or unticks a template in the sport's selection; an unticked one leaves every website too. */
export function toggleTemplate(draft: TrendingDraft, template: DraftTemplate): TrendingDraft {
  const selected = draft.templates.some((t) => t.id === template.id);
  if (!selected) return { ...draft, templates: [...draft.templates, template] };
  return {
    templates: draft.templates.filter((t) => t.id !== template.id),
    websites: draft.websites.map((w) => ({ ...w, templateIds: w.templateIds.filter((id) => id !== template.id) })),
  };
}

/** The websites that show a template: unticking it in the selection removes it from them too. */
export const websitesShowing = (draft: TrendingDraft, templateId: number) =>
  draft.websites.filter((w) => w.templateIds.includes(templateId));

/** What the user is told before such an untick (null: no website shows it, nothing to say). */
export function untickWarning(draft: TrendingDraft, template: DraftTemplate): string | null {
  const names = websitesShowing(draft, template.id).map((w) => w.name);
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${template.name} is shown by ${list}. Unticking it removes it from ${names.length === 1 ? 'that website' : 'those websites'} too.`;
}

/** Ticks or unticks a selected template for a website and every website of its betshop. */
export function toggleWebsiteTemplate(draft: TrendingDraft, websiteId: string, templateId: number): TrendingDraft {
  const website = draft.websites.find((w) => w.id === websiteId);
  if (!website?.betshopId) return draft;
  const on = !website.templateIds.includes(templateId);
  const order = draft.templates.map((t) => t.id);
  return {
    ...draft,
    websites: draft.websites.map((w) =>
      w.betshopId !== website.betshopId
        ? w
        : {
            ...w,
            templateIds: on
              ? [...w.templateIds, templateId].sort((a, b) => order.indexOf(a) - order.indexOf(b))
              : w.templateIds.filter((id) => id !== templateId),
          },
    ),
  };
}

/** The websites a website shares its betshop with (named on screen). */
export const betshopPartners = (draft: TrendingDraft, website: DraftWebsite) =>
  website.betshopId ? draft.websites.filter((w) => w.id !== website.id && w.betshopId === website.betshopId) : [];

const key = (draft: TrendingDraft) =>
  JSON.stringify([draft.templates.map((t) => t.id), draft.websites.map((w) => [w.id, [...w.templateIds].sort((a, b) => a - b)])]);

export const sameDraft = (a: TrendingDraft, b: TrendingDraft) => key(a) === key(b);

export function saveInput(sportId: number, draft: TrendingDraft) {
  return {
    sportId,
    templateIds: draft.templates.map((t) => t.id),
    websites: draft.websites.filter((w) => w.betshopId).map((w) => ({ websiteId: w.id, templateIds: w.templateIds })),
  };
}
