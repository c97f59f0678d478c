import type { PermissionLevel } from '../../gql/graphql';

/** A language of the website (market default first), as the website edit screen passes it. */
export interface WebsiteLanguage {
  id: string;
  code: string;
  name: string;
}

/** Props the website edit screen passes to the lazily loaded SEO panel. */
export interface SeoPanelProps {
  websiteId: string;
  websiteName: string;
  languages: WebsiteLanguage[];
  level: PermissionLevel;
}

/** What the SEO rule modal edits: one entity of one language (spec 001 §4 'SEO rule modal'). */
export interface SeoRuleTarget {
  entityType: 'PAGE' | 'SPORT' | 'REGION' | 'LEAGUE' | 'CASINO_CATEGORY' | 'TEMPLATE';
  entityId: string;
  altCtx: string | null;
  /** Shown in the modal header until the rule has loaded. */
  name: string;
  languageId: string;
}
