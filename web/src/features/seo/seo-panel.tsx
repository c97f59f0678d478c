import { useQuery } from '@apollo/client/react';
import { Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import { BulkDataTab } from './bulk-data/bulk-data-tab';
import { CasinoCategoriesTab } from './casino-categories/casino-categories-tab';
import { ContentEditTab } from './content-tab/content-edit-tab';
import { SeoRuleModal } from './rule-modal/seo-rule-modal';
import type { SeoPanelProps, SeoRuleTarget } from './seo-types';
import { TemplatesTab } from './templates-tab';
import { useSeoUrlState, type SeoTab } from './use-seo-url-state';

/** What the SEO tab reads of a website; the edit screen spreads it in its one query. */
export const SeoPanelWebsiteFragment = graphql(`
  fragment SeoPanel_website on Website {
    id
    url
    seoExportUrl
  }
`);

/** Served from the cache the edit screen's query filled: no second request. */
const SeoWebsiteQuery = graphql(`
  query SeoWebsite($id: ID!) {
    website(id: $id) {
      ...SeoPanel_website
    }
  }
`);

const PLACEHOLDERS = {
  redirections: 'Redirections component is under way',
  robots: 'Robots component is under way',
} as const;

/** The SEO tab of the website edit screen (spec 001 §2.2). */
export function SeoPanel({ websiteId, websiteName, languages, level }: SeoPanelProps) {
  const canWrite = level === 'WRITE';
  const state = useSeoUrlState(languages, canWrite);
  const [target, setTarget] = useState<SeoRuleTarget | null>(null);
  // The website's address (search-result preview) and export URL; the tabs work without them.
  const { data } = useQuery(SeoWebsiteQuery, { variables: { id: websiteId }, fetchPolicy: 'cache-first' });
  const website = data?.website;
  const tabProps = { websiteId, languages, state, onEdit: setTarget };

  return (
    <>
      <Tabs value={state.tab} onChange={(value) => value && state.setTab(value as SeoTab)} keepMounted={false}>
        <Tabs.List aria-label="SEO">
          <Tabs.Tab value="content">Content Edit</Tabs.Tab>
          <Tabs.Tab value="casino">Casino Categories</Tabs.Tab>
          <Tabs.Tab value="bulk" disabled={!canWrite}>
            Bulk Data
          </Tabs.Tab>
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
          <Tabs.Tab value="redirections" disabled title={PLACEHOLDERS.redirections}>
            Redirections
          </Tabs.Tab>
          <Tabs.Tab value="robots" disabled title={PLACEHOLDERS.robots}>
            Robots
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content" pt="md">
          <ContentEditTab {...tabProps} />
        </Tabs.Panel>
        <Tabs.Panel value="casino" pt="md">
          <CasinoCategoriesTab {...tabProps} />
        </Tabs.Panel>
        {canWrite && (
          <Tabs.Panel value="bulk" pt="md">
            <BulkDataTab websiteId={websiteId} websiteName={websiteName} languages={languages} exportUrl={website?.seoExportUrl ?? null} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="templates" pt="md">
          <TemplatesTab {...tabProps} />
        </Tabs.Panel>
        {(['redirections', 'robots'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <Text c="dimmed">{PLACEHOLDERS[tab]}</Text>
          </Tabs.Panel>
        ))}
      </Tabs>
      {target && (
        <SeoRuleModal
          key={`${target.entityType}:${target.entityId}:${target.altCtx}:${target.languageId}`}
          websiteId={websiteId}
          websiteName={websiteName}
          websiteUrl={website?.url ?? ''}
          languages={languages}
          target={target}
          canWrite={canWrite}
          onClose={() => setTarget(null)}
        />
      )}
    </>
  );
}
