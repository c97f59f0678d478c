import type { DomainForm_DomainFragment } from '../../gql/graphql';

// The help centre's tabs (spec 001 §2.10), their URL keys and labels, and what each tab gets.

/** What every tab gets: the selected domain and whether a form of it is open. */
export interface HelpTabProps {
  domain: DomainForm_DomainFragment;
  isAdmin: boolean;
  /** A create/edit form opened or closed: the domain selector is disabled meanwhile. */
  onFormOpen: (open: boolean) => void;
}

export type HelpTabKey = 'pages' | 'categories' | 'help-settings' | 'import' | 'contact' | 'contact-form' | 'history-logs';

export const HELP_TABS: { value: HelpTabKey; label: string; disabled?: boolean }[] = [
  { value: 'pages', label: 'Pages' },
  { value: 'categories', label: 'Categories' },
  { value: 'help-settings', label: 'Settings' },
  { value: 'import', label: 'Import', disabled: true },
  { value: 'contact', label: 'Contact' },
  { value: 'contact-form', label: 'Contact Form' },
  { value: 'history-logs', label: 'History Logs' },
];

/** The tab a URL names, Pages for anything else (the disabled Import included). */
export function helpTab(raw: string | null): (typeof HELP_TABS)[number] {
  return HELP_TABS.find((tab) => tab.value === raw && !tab.disabled) ?? HELP_TABS[0]!;
}

export const NO_DOMAIN = 'You must create a domain first';
