import { selectedTab, websiteTabs } from './website-edit-tabs';

const sections = [
  { id: '1', name: 'General' },
  { id: '2', name: 'Betting' },
];

describe('websiteTabs', () => {
  it('offers SEO, Tooltips, then one tab per section, each when readable', () => {
    const all = websiteTabs({
      viewerSeoLevel: 'READ',
      viewerTooltipsLevel: 'WRITE',
      viewerConfigurationLevel: 'READ',
      configurationSections: sections,
    });
    expect(all.map((t) => t.value)).toEqual(['seo', 'tooltips', 'section-1', 'section-2']);
    expect(all.map((t) => t.label)).toEqual(['SEO', 'Tooltips', 'General', 'Betting']);

    const noTooltips = websiteTabs({
      viewerSeoLevel: 'NONE',
      viewerTooltipsLevel: 'NONE',
      viewerConfigurationLevel: 'READ',
      configurationSections: sections,
    });
    expect(noTooltips.map((t) => t.value)).toEqual(['section-1', 'section-2']);

    const noConfig = websiteTabs({
      viewerSeoLevel: 'READ',
      viewerTooltipsLevel: 'NONE',
      viewerConfigurationLevel: 'NONE',
      configurationSections: sections,
    });
    expect(noConfig.map((t) => t.value)).toEqual(['seo']);
  });

  it('selects the tab of the URL, else the first', () => {
    const tabs = websiteTabs({
      viewerSeoLevel: 'READ',
      viewerTooltipsLevel: 'READ',
      viewerConfigurationLevel: 'READ',
      configurationSections: sections,
    });
    expect(selectedTab(tabs, 'section-2')?.label).toBe('Betting');
    expect(selectedTab(tabs, 'section-9')?.value).toBe('seo');
    expect(selectedTab(tabs, null)?.value).toBe('seo');
    expect(selectedTab([], 'seo')).toBeUndefined();
  });
});
