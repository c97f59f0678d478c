// The help centre's upstream data (spec 001 §2.10, §5, §7): domains (one per
// website), categories and pages of a domain, contact texts and the history log
// every help write appends to. Per-language texts are maps by language code, as
// the upstream stores them; svg logos and icons are kept as text.

export type LanguageMap = Record<string, string>;

export interface HelpDomainRecord {
  id: number;
  websiteId: number;
  brandName: string;
  imageName: string | null;
  metaTitle: LanguageMap;
  metaTitlePrefix: LanguageMap;
  metaTitleSufix: LanguageMap;
  metaDescription: LanguageMap;
  metaKeywords: LanguageMap;
  footerContent: LanguageMap;
  helpHeadCode: string;
  helpBodyCode: string;
  helpFooterCode: string;
  /** Help link ids (the Configurations screen's help links). */
  links: number[];
  languages: { languageCode: string; isDefault: boolean }[];
}

export interface HelpCategoryRecord {
  id: number;
  helpDomainId: number;
  label: string;
  name: LanguageMap;
  description: LanguageMap;
  categorySlug: LanguageMap;
  isActive: boolean;
  imageName: string | null;
  order: number;
}

export interface HelpPageRecord {
  id: number;
  helpDomainId: number;
  label: string;
  pageTitle: LanguageMap;
  content: LanguageMap;
  metaTitle: LanguageMap;
  metaDescription: LanguageMap;
  metaKeywords: LanguageMap;
  pageSlug: LanguageMap;
  pageType: 'standard' | 'full-page';
  isVisibleOnWeb: boolean;
  isVisibleOnMobile: boolean;
  /** The categories the page is in, with its place in each. */
  categories: { categoryId: number; order: number }[];
}

/** A contact section or contact form of a domain: `content` is a JSON string of a language map. */
export interface HelpContentRecord {
  id: number;
  helpDomainId: number;
  content: string;
}

export interface HistoryChange {
  key: string;
  old: unknown;
  new: unknown;
}

export interface HistoryLogRecord {
  id: number;
  websiteId: number;
  type: 'help';
  title: string;
  /** The comment a person wrote about the change (PUT /history-log/{id}); empty until then. */
  message: string;
  createdAt: string;
  userId: number;
  userEmail: string;
  description: { message: string; old: unknown; new: unknown; changed: HistoryChange[] };
}

export interface HelpCollections {
  helpDomains: HelpDomainRecord[];
  helpCategories: HelpCategoryRecord[];
  helpPages: HelpPageRecord[];
  helpContactSections: HelpContentRecord[];
  helpContactForms: HelpContentRecord[];
  historyLogs: HistoryLogRecord[];
  /** Svg logos and icons by file name. */
  helpImages: Record<string, string>;
}
