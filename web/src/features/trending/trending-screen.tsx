import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useVersionedEdit, VersionedNotices } from '../../shared/forms/use-versioned-edit';
import type { TrendingEditor_ConfigurationFragment } from '../../gql/graphql';
import { ConfirmModal } from '../../shared/notices/confirm-modal';
import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../shared/forms/unsaved-changes-modal';
import { useSearchParamChanges } from '../../shared/lists/use-url-list-state';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
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
    version
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
        <TrendingEditor key={sportId} sportId={sportId} configuration={data.trending} reload={refetch} />
      ) : (
        <Text c="dimmed">Loading…</Text>
      )}
    </Stack>
  );
}

interface TrendingEditorProps {
  sportId: number;
  configuration: Configuration;
  reload: () => Promise<{ data?: { trending: Configuration } }>;
}

// A conflict names `templates.{id}` and `websites.{id}.templateIds.N`: said by template and website.
function trendingFieldLabel(draft: TrendingDraft, field: string): string | null {
  const website = /^websites\.([^.]+)/.exec(field);
  if (website) return `Templates of ${draft.websites.find((w) => w.id === website[1])?.name ?? `website ${website[1]}`}`;
  return field.startsWith('templates') ? 'Selected templates' : null;
}
function trendingFieldText(draft: TrendingDraft, field: string): string | null {
  const website = /^websites\.([^.]+)/.exec(field);
  if (website) return draft.websites.find((w) => w.id === website[1])?.templateIds.join(', ') ?? null;
  return field.startsWith('templates') ? draft.templates.map((t) => t.id).join(', ') : null;
}

function TrendingEditor({ sportId, configuration, reload }: TrendingEditorProps) {
  const [base, setBase] = useState<TrendingDraft>(() => toDraft(configuration));
  const [draft, setDraft] = useState<TrendingDraft>(base);
  const [save, { loading }] = useMutation(SaveTrendingMutation);
  const dirty = !sameDraft(draft, base);
  const edit = useVersionedEdit({
    entityType: 'TrendingSportConfiguration',
    entityId: String(sportId),
    loaded: configuration.version,
    isDirty: () => dirty,
  });
  const showSaved = (saved: Configuration) => {
    const next = toDraft(saved);
    setDraft(next);
    setBase(next);
    edit.basedOn(saved.version);
  };
  const takeTheirs = () => void reload().then(({ data }) => data && showSaved(data.trending));
  const guard = useUnsavedChangesGuard(dirty);
  // Unticking a template some websites show removes it from them too: asked first, not done silently.
  const [unticking, setUnticking] = useState<{ template: DraftTemplate; warning: string } | null>(null);
  const toggle = (template: DraftTemplate) => {
    const selected = draft.templates.some((t) => t.id === template.id);
    const warning = selected ? untickWarning(draft, template) : null;
    if (warning) setUnticking({ template, warning });
    else setDraft((d) => toggleTemplate(d, template));
  };

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (overBase?: string) => {
    edit.clear();
    try {
      const { data } = await save({ variables: { input: { ...saveInput(sportId, draft), baseVersion: overBase ?? edit.baseVersion } } });
      const result = data?.saveTrending;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.configuration) {
        notifyError(`${SAVE_FAILED}: ${result?.userErrors.map((e) => e.message).join(' ') ?? ''}`);
        return;
      }
      showSaved(result.configuration);
      notifySuccess(SAVED_MESSAGE);
    } catch (e) {
      notifyError(`${SAVE_FAILED}: ${readableError(e)}`);
    }
  };

  return (
    <Stack gap="md">
      <VersionedNotices
        edit={edit}
        labelOf={(field) => trendingFieldLabel(draft, field)}
        yoursOf={(field) => trendingFieldText(draft, field)}
        keeping={loading}
        onTakeTheirs={takeTheirs}
        onKeepMine={(keep) => void submit(keep)}
      />
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
