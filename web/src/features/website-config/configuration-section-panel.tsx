import { useQuery } from '@apollo/client/react';
import { Loader, Tabs } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PermissionLevel } from '../../gql/graphql';
import { QueryError } from '../../shared/notices/query-error';
import { WebsiteConfigurationSettingsQuery } from './configuration-setting-fragment';
import { ConfigurationForm } from './configuration-form';
import type { WebsiteLanguage } from './fields/field-editor';

export interface ConfigurationSectionPanelProps {
  websiteId: string;
  languages: WebsiteLanguage[];
  level: PermissionLevel;
  sectionId: string;
}

/**
 * One configuration section tab: its subsections as tabs (`subsection` in the URL)
 * and the form of the selected one. Settings outside any known subsection belong
 * to the section itself and are part of every subsection's form.
 */
export function ConfigurationSectionPanel({ websiteId, languages, level, sectionId }: ConfigurationSectionPanelProps) {
  // The edit screen's query already holds these: served from the cache, no second request.
  const { data, loading, error, refetch } = useQuery(WebsiteConfigurationSettingsQuery, {
    variables: { id: websiteId },
    fetchPolicy: 'cache-first',
  });
  const [params, setParams] = useSearchParams();
  const website = data?.website;
  const section = website?.configurationSections.find((s) => s.id === sectionId);
  const subsections = useMemo(() => section?.subsections ?? [], [section]);
  const requested = params.get('subsection');
  const subsectionId = subsections.some((s) => s.id === requested) ? requested : (subsections[0]?.id ?? null);

  const settings = useMemo(() => {
    const known = new Set(subsections.map((s) => s.id));
    return (website?.configurationSettings ?? []).filter(
      (setting) =>
        setting.sectionId === sectionId &&
        (setting.subsectionId === subsectionId || !setting.subsectionId || !known.has(setting.subsectionId)),
    );
  }, [website, sectionId, subsectionId, subsections]);

  if (loading && !data) return <Loader role="status" aria-label="Loading" />;
  if (!website) return error ? <QueryError error={error} onRetry={() => void refetch()} /> : null;

  const selectSubsection = (id: string | null) => {
    if (!id || id === subsectionId) return;
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('subsection', id);
      return next;
    });
  };

  const form = (
    <ConfigurationForm
      key={`${sectionId}:${subsectionId ?? ''}`}
      websiteId={websiteId}
      languages={languages}
      settings={settings}
      canWrite={level === 'WRITE'}
      version={website.configurationVersion}
      reload={refetch}
    />
  );
  if (subsections.length === 0 || !subsectionId) return form;

  return (
    <Tabs value={subsectionId} onChange={selectSubsection} variant="pills" keepMounted={false}>
      <Tabs.List aria-label="Subsections" mb="md">
        {subsections.map((subsection) => (
          <Tabs.Tab key={subsection.id} value={subsection.id}>
            {subsection.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={subsectionId}>{form}</Tabs.Panel>
    </Tabs>
  );
}
