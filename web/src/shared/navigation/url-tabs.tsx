import { Loader, Tabs } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

// The tabbed screens (website edit, Configurations, help centre): the open tab is in the URL, and
// only its panel is mounted, its code loaded when first opened (a lazy panel suspends here).

export interface UrlTab {
  value: string;
  label: string;
  disabled?: boolean;
}

interface UrlTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly UrlTab[];
  /** The open tab's value, as the URL names it. */
  current: string;
  /** Called with another tab's value; the screen writes it into the URL. */
  onSelect: (value: string) => void;
  /** The open tab's panel. */
  children: ReactNode;
}

export function UrlTabs({ label, tabs, current, onSelect, children }: UrlTabsProps) {
  return (
    <Tabs value={current} onChange={(value) => value && value !== current && onSelect(value)} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={current} pt="md">
        <Suspense fallback={<Loader role="status" aria-label="Loading" />}>{children}</Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
