import { useQuery } from '@apollo/client/react';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { graphql } from '../../gql';
import { QueryError } from '../../shared/query-error';
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
  const templates = data?.seoTemplates ?? [];

  return (
    <Stack gap="md">
      <SeoLanguageTabs languages={languages} value={language} onChange={state.setLanguage} />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="xs" captionSide="top" aria-busy={loading || undefined}>
            <Table.Caption>
              <Text fw={700} ta="left">
                Seo Templates
              </Text>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>name</Table.Th>
                <Table.Th>Page Title - H1</Table.Th>
                <Table.Th>Meta Title</Table.Th>
                <Table.Th>Meta Description</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Edit</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>{template.name}</Table.Td>
                  <Table.Td>{template.pageTitle}</Table.Td>
                  <Table.Td>{template.metaTitle}</Table.Td>
                  <Table.Td>{template.metaDescription}</Table.Td>
                  <Table.Td ta="right">
                    <EditArrowButton
                      name={template.name}
                      onClick={() =>
                        onEdit({
                          entityType: template.entityType,
                          entityId: template.entityId,
                          altCtx: template.altCtx,
                          name: template.name,
                          languageId: template.languageId,
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
              {templates.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text ta="center" c="dimmed" py="md">
                      {loading ? 'Loading…' : 'No results found'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
