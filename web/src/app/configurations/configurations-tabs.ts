import type { PermissionLevel } from '../../gql/graphql';

// The Configurations screen's tabs (spec 001 §2.3), in the spec's order. Img Arena is the
// default; a viewer who cannot read it opens on their first tab.

export type ConfigurationTabValue =
  'general' | 'img-arena' | 'custom-pages' | 'casino-categories' | 'tooltips' | 'help-links' | 'big-jackpot' | 'icons';

const DEFAULT_TAB: ConfigurationTabValue = 'img-arena';

export interface ConfigurationTab {
  value: ConfigurationTabValue;
  label: string;
  canWrite: boolean;
}

export interface ConfigurationAccess {
  isDeveloper: boolean;
  generalSettingsLevel: PermissionLevel;
  imgArenaLevel: PermissionLevel;
  tooltipsConfigurationLevel: PermissionLevel;
  bigJackpotLevel: PermissionLevel;
  iconsLevel: PermissionLevel;
}

type TabRule = { value: ConfigurationTabValue; label: string } & (
  { developerOnly: true } | { level: (a: ConfigurationAccess) => PermissionLevel }
);

const TABS: TabRule[] = [
  { value: 'general', label: 'general', level: (a) => a.generalSettingsLevel },
  { value: 'img-arena', label: 'Img Arena', level: (a) => a.imgArenaLevel },
  { value: 'custom-pages', label: 'Custom Pages', developerOnly: true },
  { value: 'casino-categories', label: 'Casino Categories', developerOnly: true },
  { value: 'tooltips', label: 'Tooltips', level: (a) => a.tooltipsConfigurationLevel },
  { value: 'help-links', label: 'Help Links', developerOnly: true },
  { value: 'big-jackpot', label: 'Big Jackpot', level: (a) => a.bigJackpotLevel },
  { value: 'icons', label: 'Icons', level: (a) => a.iconsLevel },
];

/** Developers see every tab; others the tabs that are not developer-only and that they can read. */
export function configurationTabs(access: ConfigurationAccess): ConfigurationTab[] {
  return TABS.flatMap((tab) => {
    if ('developerOnly' in tab) return access.isDeveloper ? [{ value: tab.value, label: tab.label, canWrite: true }] : [];
    const level = tab.level(access);
    return level === 'NONE' ? [] : [{ value: tab.value, label: tab.label, canWrite: level === 'WRITE' }];
  });
}

/** The tab named in the URL, else Img Arena, else the first one offered. */
export function selectedConfigurationTab(tabs: readonly ConfigurationTab[], requested: string | null): ConfigurationTab | undefined {
  return tabs.find((tab) => tab.value === requested) ?? tabs.find((tab) => tab.value === DEFAULT_TAB) ?? tabs[0];
}

/**
 * Why a tab the URL names is not shown, or null when it is shown or names no tab at all: a
 * shared link must not silently open another tab while the address still names the first.
 */
export function unavailableTabReason(tabs: readonly ConfigurationTab[], requested: string | null): string | null {
  const rule = TABS.find((tab) => tab.value === requested);
  if (!rule || tabs.some((tab) => tab.value === rule.value)) return null;
  return 'developerOnly' in rule ? `${rule.label} is for developers only.` : `You cannot read ${rule.label}.`;
}
