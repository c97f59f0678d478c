import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { HistoryLink } from '../../shared/activity/history-link';
import { Link, useParams, useSearchParams } from 'react-router';
import { WEBSITES_LIST_PATH } from '../../features/websites/urls';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import { ConfigurationSectionPanel, SeoPanel, WebsiteTooltipsPanel } from './website-edit-panels';
import { selectedTab, websiteTabs, type WebsiteTab } from './website-edit-tabs';
import { WebsiteEditQuery } from './website-edit-query';
import { UrlTabs } from '../../shared/navigation/url-tabs';
import { PresenceNote } from '../../shared/live/presence';

/** /home/websites/:id — SEO, Tooltips and configuration sections of one website (spec 001 §2.1). */
export function WebsiteEditScreen() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // Its route has usually sent this query already (website-edit-prefetch.ts), and started the
  // opening tab's chunk (website-edit-preload.ts): the request below takes that answer.
  const { data, loading, error, refetch } = useQuery(WebsiteEditQuery, { variables: { id }, errorPolicy: 'all' });

  const website = data?.website;
  if (loading && !website) return <Loader role="status" aria-label="Loading" />;
  // The gateway answers an unknown or unreadable website with null and no error; a null
  // website with an error (with errorPolicy 'all', e.g. an outage) is a failed load.
  if (!website) return error ? <QueryError error={error} onRetry={() => void refetch()} /> : <WebsiteNotFound />;

  const tabs = websiteTabs(website);
  const current = selectedTab(tabs, params.get('tab'));

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Websites', to: WEBSITES_LIST_PATH }, { label: website.name }]} />
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {website.name}
        </Title>
        <HistoryLink entityType="Website" entityId={website.id} />
      </Group>
      {/* Its sections, SEO and tooltips are the website's: whoever else has it open is named. */}
      <PresenceNote resource={`Website:${website.id}`} />
      {!current ? (
        <Text c="dimmed">You have no access to the settings of this website.</Text>
      ) : (
        // A new tab starts clean: the other tabs' URL state (subsection, search, page) does not apply.
        <UrlTabs label="Website settings" tabs={tabs} current={current.value} onSelect={(tab) => setParams({ tab })}>
          <TabPanel key={current.value} tab={current} websiteId={website.id} websiteName={website.name} languages={website.languages} />
        </UrlTabs>
      )}
    </Stack>
  );
}

interface TabPanelProps {
  tab: WebsiteTab;
  websiteId: string;
  websiteName: string;
  languages: { id: string; code: string; name: string }[];
}

function TabPanel({ tab, ...props }: TabPanelProps) {
  const { websiteId, languages } = props;
  switch (tab.kind) {
    case 'seo':
      return <SeoPanel {...props} level={tab.level} />;
    case 'tooltips':
      return <WebsiteTooltipsPanel websiteId={websiteId} level={tab.level} />;
    case 'section':
      return <ConfigurationSectionPanel websiteId={websiteId} languages={languages} level={tab.level} sectionId={tab.sectionId} />;
  }
}

function WebsiteNotFound() {
  return (
    <Alert color="yellow" title="Website not found">
      This website does not exist or you cannot read it.{' '}
      <Anchor component={Link} to={WEBSITES_LIST_PATH} inherit>
        Back to Websites
      </Anchor>
    </Alert>
  );
}
