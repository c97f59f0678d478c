import { useQuery } from '@apollo/client/react';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SportTooltips_RowFragment } from '../../gql/graphql';
import { DataTable } from '../../shared/lists/data-table';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { QueryError } from '../../shared/notices/query-error';
import { useSearchParamChanges, useUrlListState } from '../../shared/lists/use-url-list-state';
import { ConfigurationTooltipSportsQuery } from './sport-tooltips-operations';
import { SportTooltipsCreate } from './sport-tooltips-create';
import { SportTooltipsDeletes, type DeletingSport, type DeletingTooltip } from './sport-tooltips-deletes';
import { sportColumns } from './sport-tooltips-sports-columns';
import { SportTooltipsTable, TOOLTIP_PARAMS } from './sport-tooltips-table';
import type { SavedTooltip } from './tooltip-form-state';
import { TooltipModal } from './tooltip-modal';
import { TooltipsImport } from './tooltips-import';

// The Configurations screen's Tooltips tab (spec 001 §2.4, configuration-area view).

const PAGE_SIZE = 10;
const NO_SORT: readonly never[] = [];
/** Opening another sport starts its tooltips from page 1, unsearched. */
const CLOSED_TOOLTIPS = { [TOOLTIP_PARAMS.page]: null, [TOOLTIP_PARAMS.search]: null };

type Editing = { sport: SportTooltips_RowFragment; tooltip: SavedTooltip | null } | null;

export function SportTooltipsPanel({ canWrite }: { canWrite: boolean }) {
  const list = useUrlListState(NO_SORT);
  const [params, change] = useSearchParamChanges();
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingSport, setDeletingSport] = useState<DeletingSport>(null);
  const [deletingTooltip, setDeletingTooltip] = useState<DeletingTooltip>(null);
  const { data, previousData, loading, error, refetch } = useQuery(ConfigurationTooltipSportsQuery, {
    variables: { search: list.search || null, page: list.page, pageSize: PAGE_SIZE },
  });
  const shown = data ?? previousData;
  const sports = shown?.configurationTooltipSports;
  const openSportId = params.get('sport');
  const open = sports?.items.find((s) => s.sportId === openSportId) ?? null;
  const columns = sportColumns({
    openSportId,
    canWrite,
    onToggle: (s) => change({ sport: s.sportId === openSportId ? null : s.sportId, ...CLOSED_TOOLTIPS }),
    onDelete: setDeletingSport,
  });
  // A new sport opens for editing with its empty tooltips list (spec 001 §6).
  const opened = async (sportId: string) => {
    await refetch();
    change({ sport: sportId, search: null, page: null, ...CLOSED_TOOLTIPS });
  };

  if (error && !shown) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <ListSearchForm label="Search sports" placeholder="Sport name or id" applied={list.search} onSearch={list.setSearch} />
        <SportTooltipsCreate choices={shown?.tooltipSportChoices ?? []} canWrite={canWrite} onCreated={opened} />
      </Group>
      <TooltipsImport languages={shown?.tooltipLanguages ?? []} canWrite={canWrite} onImported={() => void refetch()} />
      <DataTable
        label="Sports with tooltips"
        columns={columns}
        rows={sports?.items ?? []}
        rowKey={(s) => s.id}
        emptyText={list.search ? 'No Data' : 'No tooltips exist yet'}
        loading={loading && !shown}
      />
      <ListPagination page={list.page} pageCount={sports?.pageCount ?? 0} onChange={(p) => list.setPage(p)} />
      {open && (
        <SportTooltipsTable
          sport={open}
          canWrite={canWrite}
          onEdit={(tooltip) => setEditing({ sport: open, tooltip })}
          onDelete={(phraseKey) => setDeletingTooltip({ sport: open, phraseKey })}
        />
      )}
      {openSportId && sports && !open && <Text c="dimmed">This sport is not on this page of the list.</Text>}
      {editing && (
        <TooltipModal
          sportId={editing.sport.sportId}
          sportName={editing.sport.name}
          tooltip={editing.tooltip}
          others={editing.sport.tooltips.filter((t) => t.phraseKey !== editing.tooltip?.phraseKey)}
          languages={shown?.tooltipLanguages ?? []}
          canWrite={canWrite}
          onClose={() => setEditing(null)}
        />
      )}
      <SportTooltipsDeletes
        sport={deletingSport}
        tooltip={deletingTooltip}
        onClose={() => {
          setDeletingSport(null);
          setDeletingTooltip(null);
        }}
        onSportDeleted={(sport) => {
          if (sport.sportId === openSportId) change({ sport: null, ...CLOSED_TOOLTIPS });
          void refetch();
        }}
      />
    </Stack>
  );
}
