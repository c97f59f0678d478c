import { useQuery } from '@apollo/client/react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import {
  CasinoCategoriesPanel,
  CustomPagesPanel,
  GeneralSettingsPanel,
  HelpLinksPanel,
  IconsPanel,
  JackpotPanel,
  SportTooltipsPanel,
  StreamsPanel,
} from './configurations-panels';
import { configurationTabs, selectedConfigurationTab, unavailableTabReason, type ConfigurationTab } from './configurations-tabs';
import { UrlTabs } from '../../shared/navigation/url-tabs';

const ConfigurationsAccessQuery = graphql(`
  query ConfigurationsAccess {
    viewer {
      id
      isDeveloper
      generalSettingsLevel
      imgArenaLevel
      tooltipsConfigurationLevel
      bigJackpotLevel
      iconsLevel
    }
  }
`);

/** /home/configurations (spec 001 §2.3): one tab per configuration domain, the open tab in the URL. */
export function ConfigurationsScreen() {
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ConfigurationsAccessQuery);
  const viewer = data?.viewer;
  const requested = params.get('tab');
  const offered = viewer ? configurationTabs(viewer) : null;
  const shown = offered && selectedConfigurationTab(offered, requested);
  const refused = offered && shown ? unavailableTabReason(offered, requested) : null;
  useEffect(() => {
    if (!refused || !shown) return;
    // The address names the tab shown, and the user reads why the one asked for is not.
    setNotice(`${refused} ${shown.label} is shown instead.`);
    setParams({ tab: shown.value }, { replace: true });
  }, [refused, shown, setParams]);

  const body = () => {
    if (error && !viewer) return <QueryError error={error} onRetry={() => void refetch()} />;
    if (loading && !viewer) return <Loader role="status" aria-label="Loading" />;
    const tabs = viewer ? configurationTabs(viewer) : [];
    const current = selectedConfigurationTab(tabs, params.get('tab'));
    if (!current) return <Text c="dimmed">You have no access to any configuration.</Text>;

    return (
      <>
        {notice && (
          <Alert variant="light" color="yellow" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {/* A new tab starts clean: the other tabs' URL state (page, search, sort) does not apply. */}
        <UrlTabs label="Configurations" tabs={tabs} current={current.value} onSelect={(tab) => setParams({ tab })}>
          <TabPanel key={current.value} tab={current} />
        </UrlTabs>
      </>
    );
  };

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Configurations' }]} />
      <Title order={1} size="h2">
        Configurations
      </Title>
      {body()}
    </Stack>
  );
}

function TabPanel({ tab }: { tab: ConfigurationTab }) {
  switch (tab.value) {
    case 'general':
      return <GeneralSettingsPanel canWrite={tab.canWrite} />;
    case 'img-arena':
      return <StreamsPanel canWrite={tab.canWrite} />;
    case 'custom-pages':
      return <CustomPagesPanel canWrite={tab.canWrite} />;
    case 'casino-categories':
      return <CasinoCategoriesPanel />;
    case 'tooltips':
      return <SportTooltipsPanel canWrite={tab.canWrite} />;
    case 'help-links':
      return <HelpLinksPanel canWrite={tab.canWrite} />;
    case 'big-jackpot':
      return <JackpotPanel canWrite={tab.canWrite} />;
    case 'icons':
      return <IconsPanel canWrite={tab.canWrite} />;
  }
}
