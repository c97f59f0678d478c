import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, NumberInput, Paper, Select, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { StreamConfigurationForm_ConfigurationFragment } from '../../gql/graphql';
import { readableError } from '../../shared/requests/error-message';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { notifySuccess } from '../../shared/notices/notify';
import { QueryError } from '../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../shared/forms/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { useVersionedEdit, VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { streamFieldLabel, streamFieldText, websiteOptions } from './stream-configuration-fields';

export const SAVED_MESSAGE = 'Img Arena configurations updated successfully !';
export const SIMILARITY_MESSAGE = 'Value must be a number between 0 and 100';

// What the form starts from; the query and the save's answer spread it.
export const StreamConfigurationFragment = graphql(`
  fragment StreamConfigurationForm_configuration on StreamConfiguration {
    imgArenaSimilarity
    infrontSimilarity
    websites {
      website {
        id
        name
      }
      imgArenaExcludedRegionIds
      infrontExcludedRegionIds
    }
    version
  }
`);

const StreamConfigurationQuery = graphql(`
  query StreamConfiguration {
    streamConfiguration {
      ...StreamConfigurationForm_configuration
    }
  }
`);

const SaveStreamConfigurationMutation = graphql(`
  mutation SaveStreamConfiguration($input: SaveStreamConfigurationInput!) {
    saveStreamConfiguration(input: $input) {
      configuration {
        ...StreamConfigurationForm_configuration
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

/** A whole number from 0 to 100. */
export const similarityError = (value: string | number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100 ? null : SIMILARITY_MESSAGE;

export function StreamConfigurationPanel({ canWrite }: { canWrite: boolean }) {
  const { data, error, refetch } = useQuery(StreamConfigurationQuery);
  // Take theirs opens the form again on the configuration as it is now.
  const [opened, setOpened] = useState(0);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loader role="status" aria-label="Loading" />;
  return (
    <StreamConfigurationForm
      key={opened}
      initial={data.streamConfiguration}
      canWrite={canWrite}
      onTakeTheirs={() => void refetch().then(() => setOpened((n) => n + 1))}
    />
  );
}

const REGION_ID = /^\d{1,9}$/;

type Regions = Record<string, { img: string[]; infront: string[] }>;
const regionsOf = (c: StreamConfigurationForm_ConfigurationFragment): Regions =>
  Object.fromEntries(c.websites.map((w) => [w.website.id, { img: w.imgArenaExcludedRegionIds, infront: w.infrontExcludedRegionIds }]));

interface StreamConfigurationFormProps {
  initial: StreamConfigurationForm_ConfigurationFragment;
  canWrite: boolean;
  onTakeTheirs: () => void;
}

function StreamConfigurationForm({ initial, canWrite, onTakeTheirs }: StreamConfigurationFormProps) {
  const [websiteId, setWebsiteId] = useState(initial.websites[0]?.website.id ?? '');
  const [imgSimilarity, setImgSimilarity] = useState<string | number>(initial.imgArenaSimilarity);
  const [infrontSimilarity, setInfrontSimilarity] = useState<string | number>(initial.infrontSimilarity);
  const [regions, setRegions] = useState<Regions>(() => regionsOf(initial));
  const [problems, setProblems] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SaveStreamConfigurationMutation);
  const current = regions[websiteId];
  // What was last loaded or saved: a tab switch with edits since asks first, and a save sends
  // only the websites whose regions changed since (a colleague's change to another stays).
  const [saved, setSaved] = useState(() => ({
    regions: regionsOf(initial),
    img: initial.imgArenaSimilarity,
    infront: initial.infrontSimilarity,
  }));
  const changedWebsites = Object.keys(regions).filter((id) => JSON.stringify(regions[id]) !== JSON.stringify(saved.regions[id]));
  const dirty =
    canWrite && (changedWebsites.length > 0 || Number(imgSimilarity) !== saved.img || Number(infrontSimilarity) !== saved.infront);
  const guard = useUnsavedChangesGuard(dirty);
  const edit = useVersionedEdit({
    entityType: 'StreamConfiguration',
    entityId: 'streams',
    loaded: initial.version,
    isDirty: () => dirty,
    // Nothing changed yet: the form opens again on the colleague's configuration.
    whenClean: onTakeTheirs,
  });
  const websiteName = (id: string) => initial.websites.find((w) => w.website.id === id)?.website.name ?? id;
  const invalid = similarityError(imgSimilarity) !== null || similarityError(infrontSimilarity) !== null;

  // A region id is a number: anything else is refused as it is typed, not after Save.
  const [regionErrors, setRegionErrors] = useState<{ img?: string; infront?: string }>({});
  const setWebsiteRegions = (key: 'img' | 'infront', typed: string[]) => {
    const ids = typed.map((id) => id.trim()).filter(Boolean);
    const refused = ids.find((id) => !REGION_ID.test(id));
    setRegionErrors((errors) => ({
      ...errors,
      [key]: refused === undefined ? undefined : `Region ids are numbers: "${refused}" is not one.`,
    }));
    setRegions((all) => ({ ...all, [websiteId]: { ...all[websiteId]!, [key]: ids.filter((id) => REGION_ID.test(id)) } }));
  };

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (overBase?: string) => {
    setProblems([]);
    edit.clear();
    try {
      const { data } = await save({
        variables: {
          input: {
            imgArenaSimilarity: Number(imgSimilarity),
            infrontSimilarity: Number(infrontSimilarity),
            websites: changedWebsites.map((id) => ({
              websiteId: id,
              imgArenaExcludedRegionIds: regions[id]!.img,
              infrontExcludedRegionIds: regions[id]!.infront,
            })),
            baseVersion: overBase ?? edit.baseVersion,
          },
        },
      });
      const result = data?.saveStreamConfiguration;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.configuration) return setProblems(result?.userErrors.map((e) => e.message) ?? []);
      const stored = result.configuration;
      setRegions(regionsOf(stored));
      setImgSimilarity(stored.imgArenaSimilarity);
      setInfrontSimilarity(stored.infrontSimilarity);
      setSaved({ regions: regionsOf(stored), img: stored.imgArenaSimilarity, infront: stored.infrontSimilarity });
      edit.basedOn(stored.version);
      notifySuccess(SAVED_MESSAGE);
    } catch (e) {
      setProblems([readableError(e)]);
    }
  };

  return (
    <Stack gap="md">
      <FormErrorsAlert messages={problems} />
      <VersionedNotices
        edit={edit}
        labelOf={(field) => streamFieldLabel(field, websiteName)}
        yoursOf={(field) => streamFieldText(field, { regions, img: imgSimilarity, infront: infrontSimilarity })}
        keeping={loading}
        onTakeTheirs={onTakeTheirs}
        onKeepMine={(base) => void submit(base)}
      />
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="xs">
          Excluded regions per website
        </Text>
        <Select
          label="Website"
          description={`${initial.websites.length} websites: type to find one`}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No results"
          data={websiteOptions(initial.websites, changedWebsites)}
          value={websiteId}
          onChange={(id) => id && setWebsiteId(id)}
          maxDropdownHeight={320}
          w={360}
          maw="100%"
          mb="sm"
        />
        {current && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TagsInput
              label="Img Arena excluded region ids"
              description="Region ids, Enter after each"
              value={current.img}
              onChange={(ids) => setWebsiteRegions('img', ids)}
              error={regionErrors.img}
              disabled={!canWrite}
              clearable
            />
            <TagsInput
              label="Infront excluded region ids"
              description="Region ids, Enter after each"
              value={current.infront}
              onChange={(ids) => setWebsiteRegions('infront', ids)}
              error={regionErrors.infront}
              disabled={!canWrite}
              clearable
            />
          </SimpleGrid>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NumberInput
          label="Img Arena names similarity percentage"
          value={imgSimilarity}
          onChange={setImgSimilarity}
          error={similarityError(imgSimilarity)}
          allowDecimal={false}
          allowNegative={false}
          disabled={!canWrite}
        />
        <NumberInput
          label="Infront names similarity percentage"
          value={infrontSimilarity}
          onChange={setInfrontSimilarity}
          error={similarityError(infrontSimilarity)}
          allowDecimal={false}
          allowNegative={false}
          disabled={!canWrite}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button disabled={!canWrite || invalid} loading={loading} onClick={() => void submit()}>
          Save
        </Button>
      </Group>
      <UnsavedChangesModal guard={guard} />
    </Stack>
  );
}
