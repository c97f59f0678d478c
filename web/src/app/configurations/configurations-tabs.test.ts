import { configurationTabs, selectedConfigurationTab, unavailableTabReason } from './configurations-tabs';

const none = {
  isDeveloper: false,
  generalSettingsLevel: 'NONE',
  imgArenaLevel: 'NONE',
  tooltipsConfigurationLevel: 'NONE',
  bigJackpotLevel: 'NONE',
  iconsLevel: 'NONE',
} as const;

describe('configuration tabs', () => {
  it('shows a developer every built tab in the spec order, all writable', () => {
    const tabs = configurationTabs({
      isDeveloper: true,
      generalSettingsLevel: 'WRITE',
      imgArenaLevel: 'WRITE',
      tooltipsConfigurationLevel: 'WRITE',
      bigJackpotLevel: 'WRITE',
      iconsLevel: 'WRITE',
    });
    expect(tabs.map((t) => t.label)).toEqual([
      'general',
      'Img Arena',
      'Custom Pages',
      'Casino Categories',
      'Tooltips',
      'Help Links',
      'Big Jackpot',
      'Icons',
    ]);
    expect(tabs.every((t) => t.canWrite)).toBe(true);
  });

  it('shows others only the readable tabs that are not developer-only, writable with WRITE', () => {
    const tabs = configurationTabs({ ...none, bigJackpotLevel: 'READ', iconsLevel: 'WRITE' });
    expect(tabs).toEqual([
      { value: 'big-jackpot', label: 'Big Jackpot', canWrite: false },
      { value: 'icons', label: 'Icons', canWrite: true },
    ]);
    expect(configurationTabs(none)).toEqual([]);
  });

  it('opens the tab in the URL when offered, else the first', () => {
    const tabs = configurationTabs({ ...none, bigJackpotLevel: 'READ', iconsLevel: 'READ' });
    expect(selectedConfigurationTab(tabs, 'icons')?.value).toBe('icons');
    expect(selectedConfigurationTab(tabs, 'help-links')?.value).toBe('big-jackpot');
    expect(selectedConfigurationTab(tabs, null)?.value).toBe('big-jackpot');
  });

  it('opens Img Arena by default when the viewer may read it', () => {
    const tabs = configurationTabs({ ...none, generalSettingsLevel: 'READ', imgArenaLevel: 'READ' });
    expect(tabs.map((t) => t.value)).toEqual(['general', 'img-arena']);
    expect(selectedConfigurationTab(tabs, null)?.value).toBe('img-arena');
    expect(selectedConfigurationTab(tabs, 'general')?.value).toBe('general');
  });

  it('says why a tab the URL names is not shown', () => {
    const tabs = configurationTabs({ ...none, imgArenaLevel: 'READ' });
    expect(unavailableTabReason(tabs, 'custom-pages')).toBe('Custom Pages is for developers only.');
    expect(unavailableTabReason(tabs, 'icons')).toBe('You cannot read Icons.');
    expect(unavailableTabReason(tabs, 'img-arena')).toBeNull();
    expect(unavailableTabReason(tabs, 'nonsense')).toBeNull();
    expect(unavailableTabReason(tabs, null)).toBeNull();
  });
});
