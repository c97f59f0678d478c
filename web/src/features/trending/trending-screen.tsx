import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { TrendingEditor_ConfigurationFragment } from '../../gql/graphql';
import { ConfirmModal } from '../../shared/confirm-modal';
import { readableError } from '../../shared/error-message';
import { notifyError, notifySuccess } from '../../shared/notify';
import { PageBreadcrumbs } from '../../shared/page-breadcrumbs';
import { QueryError } from '../../shared/query-error';
import { UnsavedChangesModal } from '../../shared/unsaved-changes-modal';
import { useSearchParamChanges } from '../../shared/use-url-list-state';
import { useUnsavedChangesGuard } from '../../shared/use-unsaved-changes-guard';
import { TemplateSearch } from './template-search';
import {
  saveInput,
  sameDraft,
  toggleTemplate,
  toggleWebsiteTemplate,
  untickWarning,
  type DraftTemplate,
  type TrendingDraft,
} from './trending-draft';
import { WebsiteTemplates } from './website-templates';

/** Spec 001 §9: Basketball when no sport is given. */
const DEFAULT_SPORT_ID = 55;
export const SAVED_MESSAGE = 'Configuration saved successfully';
export const SAVE_FAILED = 'Failed to save configuration';

const TrendingConfigurationQuery = graphql(`
  query TrendingConfiguration($sportId: Int!) {
    trendingSports {
      id
      name
    }
    trending(sportId: $sportId) {
      ...TrendingEditor_configuration
    }
  }
`);

// What the editor starts from; the query and the save's answer spread it.
export const TrendingEditorFragment = graphql(`
  fragment TrendingEditor_configuration on TrendingSportConfiguration {
    sportId
    templates {
      id
      name
    }
    websites {
      website {
        id
        name
      }
      betshopId
      templateIds
    }
  }
`);

const SaveTrendingMutation = graphql(`
  mutation SaveTrending($input: SaveTrendingInput!) {
    saveTrending(input: $input) {
      configuration {
        ...TrendingEditor_configuration
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

type Configuration = TrendingEditor_ConfigurationFragment;

function toDraft(configuration: Configuration): TrendingDraft {
  return {
    templates: configuration.templates.map(({ id, name }) => ({ id, name })),
    websites: configuration.websites.map((w) => ({
      id: w.website.id,
      name: w.website.name,
      betshopId: w.betshopId ?? null,
      templateIds: w.templateIds,
    })),
  };
}

/** Trending configuration (spec 001 §2.12): pick a sport, its templates, and which websites show them. */
export function TrendingScreen() {
  const [params, change] = useSearchParamChanges();
  const sportId = Number(params.get('sport')) || DEFAULT_SPORT_ID;
  const { data, previousData, error, refetch } = useQuery(TrendingConfigurationQuery, { variables: { sportId } });
  const shown = data ?? previousData;

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Trending Configuration' }]} />
      <Title order={1} size="h2">
        Trending Configuration
      </Title>
      <Select
        label="Sport"
        searchable
        w={280}
        data={(shown?.trendingSports ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.id})` }))}
        value={String(sportId)}
        onChange={(value) => value && change({ sport: value === String(DEFAULT_SPORT_ID) ? null : value })}
        allowDeselect={false}
        nothingFoundMessage="No sport found"
      />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <TrendingEditor key={sportId} sportId={sportId} configuration={data.trending} />
      ) : (
        <Text c="dimmed">Loading…</Text>
      )}
    </Stack>
  );
}

function TrendingEditor({ sportId, configuration }: { sportId: number; configuration: Configuration }) {
  const [base, setBase] = useState<TrendingDraft>(() => toDraft(configuration));
  const [draft, setDraft] = useState<TrendingDraft>(base);
  const [save, { loading }] = useMutation(SaveTrendingMutation);
  const dirty = !sameDraft(draft, base);
  const guard = useUnsavedChangesGuard(dirty);
  // Unticking a template some websites show removes it from them too: asked first, not done silently.
  const [unticking, setUnticking] = useState<{ template: DraftTemplate; warning: string } | null>(null);
  const toggle = (template: DraftTemplate) => {
    const selected = draft.templates.some((t) => t.id === template.id);
    const warning = selected ? untickWarning(draft, template) : null;
    if (warning) setUnticking({ template, warning });
    else setDraft((d) => toggleTemplate(d, template));
  };

  const submit = async () => {
    try {
      const { data } = await save({ variables: { input: saveInput(sportId, draft) } });
      const result = data?.saveTrending;
      if (!result?.configuration) {
        notifyError(`${SAVE_FAILED}: ${result?.userErrors.map((e) => e.message).join(' ') ?? ''}`);
        return;
      }
      const next = toDraft(result.configuration);
      setDraft(next);
      setBase(next);
      notifySuccess(SAVED_MESSAGE);
    } catch (e) {
      notifyError(`${SAVE_FAILED}: ${readableError(e)}`);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Game templates
        </Title>
        <Group align="flex-start" grow>
          <TemplateSearch sportId={sportId} selected={draft.templates} onToggle={toggle} />
          <Stack gap={6} role="group" aria-label="Selected templates">
            <Text fw={500} size="sm">
              Selected templates
            </Text>
            {draft.templates.length === 0 && <Text c="dimmed">None yet: search and tick templates.</Text>}
            {draft.templates.map((template) => (
              <Checkbox key={template.id} label={`${template.name} (${template.id})`} checked onChange={() => toggle(template)} />
            ))}
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Websites
        </Title>
        <WebsiteTemplates
          draft={draft}
          onToggle={(websiteId, templateId) => setDraft((d) => toggleWebsiteTemplate(d, websiteId, templateId))}
        />
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" disabled={!dirty || loading} onClick={() => setDraft(base)}>
          Reset
        </Button>
        <Button disabled={!dirty} loading={loading} onClick={() => void submit()}>
          Save
        </Button>
      </Group>
      <UnsavedChangesModal guard={guard} />
      <ConfirmModal
        opened={unticking !== null}
        title="Untick template"
        message={unticking?.warning ?? ''}
        confirmLabel="Untick"
        onCancel={() => setUnticking(null)}
        onConfirm={() => {
          if (unticking) setDraft((d) => toggleTemplate(d, unticking.template));
          setUnticking(null);
        }}
      />
    </Stack>
  );
}
