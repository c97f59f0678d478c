import { useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconVideo } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import type { StreamPairRow_EventFragment, StreamProvider } from '../../gql/graphql';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { QueryError } from '../../shared/notices/query-error';
import { useSearchParamChanges, useUrlListState } from '../../shared/lists/use-url-list-state';
import { PairingModal } from './pairing-modal';
import { matchIndexLabel, streamTime } from './pairing-rules';

// What a pairs row shows and the pairing modal decides with; the list and the mutation spread it.
export const StreamPairRowFragment = graphql(`
  fragment StreamPairRow_event on StreamEvent {
    id
    streamId
    title
    subtitle
    startTime
    endTime
    live
    pairing
    matchIndex
    pairedFeedEvent {
      id
      name
      rating
    }
    candidates {
      id
      name
      leagueName
      startTime
      rating
    }
  }
`);

const StreamSportsQuery = graphql(`
  query StreamSports($provider: StreamProvider!) {
    streamSports(provider: $provider) {
      sports {
        id
        name
      }
      defaultSportId
    }
  }
`);

const StreamEventsQuery = graphql(`
  query StreamEvents($provider: StreamProvider!, $sportId: Int!, $search: String) {
    streamEvents(provider: $provider, sportId: $sportId, search: $search) {
      ...StreamPairRow_event
    }
  }
`);

type Row = StreamPairRow_EventFragment;
const SORT_KEYS = ['title', 'streamId', 'feed', 'feedId', 'start', 'match'] as const;
type SortKey = (typeof SORT_KEYS)[number];

const paired = (row: Row) => (row.pairing === 'NONE' ? null : row.pairedFeedEvent);
const SORT_VALUE: Record<SortKey, (row: Row) => string | number> = {
  title: (r) => r.title.toLowerCase(),
  streamId: (r) => r.streamId,
  feed: (r) => paired(r)?.name.toLowerCase() ?? '',
  feedId: (r) => paired(r)?.id ?? '',
  start: (r) => r.startTime,
  // Manual above any rating, unpaired below.
  match: (r) => (r.pairing === 'MANUAL' ? 2 : (r.matchIndex ?? -1)),
};

/** One provider's pairs for a sport (spec 001 §2.6): sport buttons, search and sort in the URL. */
export function StreamPairs({ provider, canWrite }: { provider: StreamProvider; canWrite: boolean }) {
  const [params, change] = useSearchParamChanges();
  const list = useUrlListState(SORT_KEYS);
  const [editing, setEditing] = useState<Row | null>(null);
  const sports = useQuery(StreamSportsQuery, { variables: { provider } });
  const sportId = Number(params.get('sport')) || sports.data?.streamSports.defaultSportId;
  const events = useQuery(StreamEventsQuery, {
    variables: { provider, sportId: sportId ?? 0, search: list.search || null },
    skip: !sportId,
  });
  const rows = useMemo(() => {
    const all = (events.data ?? events.previousData)?.streamEvents ?? [];
    if (!list.sort || !list.dir) return all;
    const value = SORT_VALUE[list.sort];
    const dir = list.dir === 'asc' ? 1 : -1;
    return [...all].sort((a, b) => (value(a) < value(b) ? -dir : value(a) > value(b) ? dir : 0));
  }, [events.data, events.previousData, list.sort, list.dir]);

  const columns: DataColumn<Row, SortKey>[] = [
    {
      key: 'title',
      label: 'Stream Event',
      sortKey: 'title',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          {r.live && <IconVideo size={16} color="var(--mantine-color-red-6)" aria-label="On air" role="img" />}
          <span>{r.title}</span>
        </Group>
      ),
    },
    { key: 'streamId', label: 'Stream ID', sortKey: 'streamId', render: (r) => r.streamId },
    { key: 'feed', label: 'Feed Event', sortKey: 'feed', render: (r) => paired(r)?.name ?? '' },
    { key: 'feedId', label: 'Feed ID', sortKey: 'feedId', render: (r) => paired(r)?.id ?? '' },
    { key: 'start', label: 'Start Time', sortKey: 'start', render: (r) => streamTime(r.startTime) },
    { key: 'match', label: 'Match Index', sortKey: 'match', render: (r) => matchIndexLabel(r) },
    {
      key: 'edit',
      label: 'Edit',
      hiddenLabel: true,
      align: 'right',
      render: (r) => (
        <Tooltip label="Edit pairing">
          <ActionIcon variant="subtle" aria-label={`Edit pairing of ${r.title}`} onClick={() => setEditing(r)}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  if (sports.error) return <QueryError error={sports.error} onRetry={() => void sports.refetch()} />;
  if (!sports.data) return <Loader role="status" aria-label="Loading" />;

  return (
    <Stack gap="sm">
      <Group gap={6} role="group" aria-label="Sports">
        {sports.data.streamSports.sports.map((sport) => (
          <Button
            key={sport.id}
            size="compact-sm"
            variant={sport.id === sportId ? 'filled' : 'default'}
            aria-pressed={sport.id === sportId}
            onClick={() => change({ sport: String(sport.id), search: null, sort: null, dir: null })}
          >
            {sport.name}
          </Button>
        ))}
      </Group>
      <ListSearchForm label="Search events" placeholder="Stream or feed event, or an ID" applied={list.search} onSearch={list.setSearch} />
      {events.error ? (
        <QueryError error={events.error} onRetry={() => void events.refetch()} />
      ) : (
        <>
          <DataTable
            label={provider === 'IMG_ARENA' ? 'Img Arena pairs' : 'Infront pairs'}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            emptyText="No events found"
            loading={events.loading && rows.length === 0}
            sort={{ column: list.sort, dir: list.dir, onSort: list.toggleSort }}
          />
          {/* The spec's empty state has a second line. */}
          {!events.loading && rows.length === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              There are no events matching current criteria
            </Text>
          )}
        </>
      )}
      {editing && sportId && (
        <PairingModal
          provider={provider}
          sportId={sportId}
          event={editing}
          canWrite={canWrite}
          onClose={() => setEditing(null)}
          onUpdated={() => void events.refetch()}
        />
      )}
    </Stack>
  );
}
