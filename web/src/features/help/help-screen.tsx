import { useQuery } from '@apollo/client/react';
import { Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import { CategoriesTab } from './categories/categories-tab';
import { ContactTab } from './contact/contact-tab';
import { HELP_TABS, helpTab, NO_DOMAIN, type HelpTabKey } from './help-tabs';
import { HistoryTab } from './history-tab';
import { PagesTab } from './pages/pages-tab';
import { SettingsTab } from './domains/settings-tab';
import { UrlTabs } from '../../shared/navigation/url-tabs';
import { graphql } from '../../gql';

const HelpDomainsQuery = graphql(`
  query HelpDomains {
    viewer {
      id
      isAdmin
    }
    helpDomains {
      ...DomainForm_domain
    }
  }
`);

/** /home/on-line-help (spec 001 §2.10): the tab and the domain live in the URL. */
export function HelpScreen() {
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(HelpDomainsQuery);
  const [formOpen, setFormOpen] = useState(false);
  const tab = helpTab(params.get('tab'));
  const domains = data?.helpDomains ?? [];
  // The first readable domain unless the URL names another readable one.
  const domain = domains.find((d) => d.id === params.get('domain')) ?? domains[0];
  const isAdmin = data?.viewer?.isAdmin ?? false;

  const setParam = (key: 'tab' | 'domain', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      // Another tab or domain starts clean: a page number, a search or an open editor are the old one's.
      for (const stale of ['page', 'search', 'pageId']) next.delete(stale);
      return next;
    });

  const panel = (key: HelpTabKey) => {
    if (key === 'help-settings') return <SettingsTab domains={domains} isAdmin={isAdmin} onFormOpen={setFormOpen} />;
    if (!domain) return <Text c="dimmed">{NO_DOMAIN}</Text>;
    const props = { domain, isAdmin, onFormOpen: setFormOpen };
    switch (key) {
      case 'pages':
        return <PagesTab key={domain.id} {...props} />;
      case 'categories':
        return <CategoriesTab key={domain.id} {...props} />;
      case 'contact':
        return <ContactTab key={`section-${domain.id}`} kind="section" {...props} />;
      case 'contact-form':
        return <ContactTab key={`form-${domain.id}`} kind="form" {...props} />;
      default:
        return <HistoryTab key={domain.id} {...props} />;
    }
  };

  const body = () => {
    if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
    if (loading && !data) return <Loader role="status" aria-label="Loading" />;
    return (
      <Stack gap="md">
        {tab.value !== 'help-settings' && domains.length > 0 && (
          <Group>
            <Select
              label="Domain"
              data={domains.map((d) => ({ value: d.id, label: d.websiteName }))}
              value={domain?.id ?? null}
              onChange={(value) => value && setParam('domain', value)}
              allowDeselect={false}
              disabled={formOpen}
              w={280}
            />
          </Group>
        )}
        <UrlTabs
          label="Help"
          // An open form keeps its tab: the others wait until it is saved or closed.
          tabs={HELP_TABS.map((t) => ({ ...t, disabled: t.disabled || (formOpen && t.value !== tab.value) }))}
          current={tab.value}
          onSelect={(value) => !formOpen && setParam('tab', value)}
        >
          {panel(tab.value)}
        </UrlTabs>
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <PageBreadcrumbs
        items={[
          { label: 'Home', to: '/home' },
          { label: 'Help' },
          ...(domain ? [{ label: domain.websiteName }] : []),
          { label: tab.label },
        ]}
      />
      <Title order={1} size="h2">
        Help CMS
      </Title>
      {body()}
    </Stack>
  );
}
