import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { graphql } from '../../gql';
import type { SeoTemplatesQuery as SeoTemplatesResult } from '../../gql/graphql';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import { QueryError } from '../../shared/notices/query-error';
import { EditArrowButton } from './edit-arrow-button';
import { SeoLanguageTabs } from './seo-language-tabs';
import type { SeoRuleTarget, WebsiteLanguage } from './seo-types';
import type { SeoUrlState } from './use-seo-url-state';

const SeoTemplatesQuery = graphql(`
  query SeoTemplates($websiteId: ID!, $languageId: ID!) {
    seoTemplates(websiteId: $websiteId, languageId: $languageId) {
      ...SeoRuleRow_seoRule
      metaDescription
    }
  }
`);

type Template = SeoTemplatesResult['seoTemplates'][number];

function columns(onEdit: (target: SeoRuleTarget) => void): DataColumn<Template>[] {
  return [
    { key: 'name', label: 'name', render: (t) => t.name },
    { key: 'pageTitle', label: 'Page Title - H1', render: (t) => t.pageTitle },
    { key: 'metaTitle', label: 'Meta Title', render: (t) => t.metaTitle },
    { key: 'metaDescription', label: 'Meta Description', render: (t) => t.metaDescription },
    {
      key: 'edit',
      label: 'Edit',
      hiddenLabel: true,
      align: 'right',
      render: (t) => (
        <EditArrowButton
          name={t.name}
          onClick={() =>
            onEdit({ entityType: t.entityType, entityId: t.entityId, altCtx: t.altCtx, name: t.name, languageId: t.languageId })
          }
        />
      ),
    },
  ];
}

interface TemplatesTabProps {
  websiteId: string;
  languages: readonly WebsiteLanguage[];
  state: SeoUrlState;
  onEdit: (target: SeoRuleTarget) => void;
}

/** Templates: the website's SEO templates of one language (spec 001 §2.2). */
export function TemplatesTab({ websiteId, languages, state, onEdit }: TemplatesTabProps) {
  const language = state.language;
  const { data, loading, error, refetch } = useQuery(SeoTemplatesQuery, {
    skip: !language,
    variables: { websiteId, languageId: language?.id ?? '' },
  });

  return (
    <Stack gap="md">
      <SeoLanguageTabs languages={languages} value={language} onChange={state.setLanguage} />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Seo Templates"
          showCaption
          columns={columns(onEdit)}
          rows={data?.seoTemplates ?? []}
          rowKey={(template) => template.id}
          emptyText="No results found"
          loading={loading}
        />
      )}
    </Stack>
  );
}
