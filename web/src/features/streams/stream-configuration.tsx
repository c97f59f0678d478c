import { useQuery } from '@apollo/client/react';
import { Button, Group, Loader, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { StreamConfigurationForm_ConfigurationFragment } from '../../gql/graphql';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { QueryError } from '../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../shared/forms/unsaved-changes-modal';
import { VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { ExcludedRegions } from './excluded-regions';
import { similarityError, useStreamConfigurationForm } from './use-stream-configuration-form';

const StreamConfigurationQuery = graphql(`
  query StreamConfiguration {
    streamConfiguration {
      ...StreamConfigurationForm_configuration
    }
  }
`);

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
      onTakeTheirs={(typedSince) =>
        void refetch().then(() => {
          // A quiet reload (a colleague's save heard while nothing was typed) makes way for typing
          // begun while it was read: the form is not opened again under the user's hands.
          if (!typedSince?.()) setOpened((n) => n + 1);
        })
      }
    />
  );
}

interface StreamConfigurationFormProps {
  initial: StreamConfigurationForm_ConfigurationFragment;
  canWrite: boolean;
  /** `typedSince`: asked once the configuration is read again; true leaves the form as it is. */
  onTakeTheirs: (typedSince?: () => boolean) => void;
}

function StreamConfigurationForm({ initial, canWrite, onTakeTheirs }: StreamConfigurationFormProps) {
  const form = useStreamConfigurationForm(initial, canWrite, onTakeTheirs);
  const { similarities } = form;
  return (
    <Stack gap="md">
      <FormErrorsAlert messages={form.problems} />
      <VersionedNotices {...form.notices} />
      <ExcludedRegions
        websites={initial.websites}
        regions={form.regions}
        errors={form.regionErrors}
        changed={form.changedWebsites}
        onChange={form.setWebsiteRegions}
        canWrite={canWrite}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NumberInput
          label="Img Arena names similarity percentage"
          value={similarities.img}
          onChange={similarities.setImg}
          error={similarityError(similarities.img)}
          allowDecimal={false}
          allowNegative={false}
          disabled={!canWrite}
        />
        <NumberInput
          label="Infront names similarity percentage"
          value={similarities.infront}
          onChange={similarities.setInfront}
          error={similarityError(similarities.infront)}
          allowDecimal={false}
          allowNegative={false}
          disabled={!canWrite}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button disabled={!canWrite || form.invalid} loading={form.saving} onClick={() => void form.submit()}>
          Save
        </Button>
      </Group>
      <UnsavedChangesModal guard={form.guard} />
    </Stack>
  );
}
