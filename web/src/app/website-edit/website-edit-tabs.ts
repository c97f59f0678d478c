import type { PermissionLevel } from '../../gql/graphql';

export type WebsiteTab =
  | { value: 'seo'; label: string; kind: 'seo'; level: PermissionLevel }
  | { value: 'tooltips'; label: string; kind: 'tooltips'; level: PermissionLevel }
  | { value: `section-${string}`; label: string; kind: 'section'; sectionId: string; level: PermissionLevel };

interface TabSource {
  viewerSeoLevel: PermissionLevel;
  viewerTooltipsLevel: PermissionLevel;
  viewerConfigurationLevel: PermissionLevel;
  configurationSections: readonly { id: string; name: string }[];
}

/** The website's tabs (spec 001 §2.1): SEO and Tooltips when readable, then one per configuration section. */
export function websiteTabs(website: TabSource): WebsiteTab[] {
  const tabs: WebsiteTab[] = [];
  if (website.viewerSeoLevel !== 'NONE') tabs.push({ value: 'seo', label: 'SEO', kind: 'seo', level: website.viewerSeoLevel });
  if (website.viewerTooltipsLevel !== 'NONE') {
    tabs.push({ value: 'tooltips', label: 'Tooltips', kind: 'tooltips', level: website.viewerTooltipsLevel });
  }
  if (website.viewerConfigurationLevel !== 'NONE') {
    for (const section of website.configurationSections) {
      tabs.push({
        value: `section-${section.id}`,
        label: section.name,
        kind: 'section',
        sectionId: section.id,
        level: website.viewerConfigurationLevel,
      });
    }
  }
  return tabs;
}

/** The tab named in the URL, or the first one when it is missing or not offered. */
export function selectedTab(tabs: readonly WebsiteTab[], requested: string | null): WebsiteTab | undefined {
  return tabs.find((tab) => tab.value === requested) ?? tabs[0];
}
