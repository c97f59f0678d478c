import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconListDetails, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SportTooltips_RowFragment } from '../../gql/graphql';
import { ConfirmDeleteModal } from '../../shared/lists/confirm-delete-modal';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import { readableError } from '../../shared/requests/error-message';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { QueryError } from '../../shared/notices/query-error';
import { useSearchParamChanges, useUrlListState } from '../../shared/lists/use-url-list-state';
import {
  ConfigurationTooltipSportsQuery,
  CreateSportTooltipsMutation,
  DeleteSportTooltipMutation,
  DeleteSportTooltipsMutation,
} from './sport-tooltips-operations';
import type { SavedTooltip } from './tooltip-form-state';
import { TooltipModal } from './tooltip-modal';
import { TooltipsImport } from './tooltips-import';
import { HoverTooltip } from '../../shared/lists/hover-tooltip';
import { SportTooltipsTable, TOOLTIP_PARAMS } from './sport-tooltips-table';

// The Configurations screen's Tooltips tab (spec 001 §2.4, configuration-area view).

const PAGE_SIZE = 10;
const NO_SORT: readonly never[] = [];
const WARNING = 'It will be deleted on all websites.';
/** Opening another sport starts its tooltips from page 1, unsearched. */
const CLOSED_TOOLTIPS = { [TOOLTIP_PARAMS.page]: null, [TOOLTIP_PARAMS.search]: null };

type Sport = SportTooltips_RowFragment;
type Editing = { sport: Sport; tooltip: SavedTooltip | null } | null;

export function SportTooltipsPanel({ canWrite }: { canWrite: boolean }) {
  const list = useUrlListState(NO_SORT);
  const [params, change] = useSearchParamChanges();
  const [choice, setChoice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingSport, setDeletingSport] = useState<Sport | null>(null);
  const [deletingTooltip, setDeletingTooltip] = useState<{ sport: Sport; phraseKey: string } | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(ConfigurationTooltipSportsQuery, {
    variables: { search: list.search || null, page: list.page, pageSize: PAGE_SIZE },
  });
  const [create, { loading: creating }] = useMutation(CreateSportTooltipsMutation);
  const [deleteSport] = useMutation(DeleteSportTooltipsMutation);
  const [deleteTooltip] = useMutation(DeleteSportTooltipMutation);
  const shown = data ?? previousData;
  const sports = shown?.configurationTooltipSports;
  const openSportId = params.get('sport');
  const open = sports?.items.find((s) => s.sportId === openSportId) ?? null;

  const createSport = async () => {
    if (!choice) return;
    try {
      const { data: created } = await create({ variables: { sportId: choice } });
      const result = created?.createSportTooltips;
      if (!result?.tooltipSport) return notifyError(result?.userErrors.map((e) => e.message).join(' ') ?? 'Error');
      notifySuccess('Successfully created sport');
      setChoice(null);
      await refetch();
      // A new sport opens for editing with its empty tooltips list (spec 001 §6).
      change({ sport: result.tooltipSport.sportId, search: null, page: null, ...CLOSED_TOOLTIPS });
    } catch (e) {
      notifyError(readableError(e));
    }
  };

  const columns: DataColumn<Sport>[] = [
    { key: 'sportId', label: 'Sport Id', render: (s) => s.sportId },
    { key: 'name', label: 'Sport', render: (s) => s.name },
    {
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      align: 'right',
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <HoverTooltip label="Tooltips">
            <ActionIcon
              variant="subtle"
              aria-label={`Tooltips of ${s.name}`}
              aria-pressed={s.sportId === openSportId}
              onClick={() => change({ sport: s.sportId === openSportId ? null : s.sportId, ...CLOSED_TOOLTIPS })}
            >
              <IconListDetails size={16} />
            </ActionIcon>
          </HoverTooltip>
          {canWrite && (
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${s.name} tooltips`} onClick={() => setDeletingSport(s)}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  if (error && !shown) return <QueryError error={error} onRetry={() => void refetch()} />;
  const empty = list.search ? 'No Data' : 'No tooltips exist yet';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <ListSearchForm label="Search sports" placeholder="Sport name or id" applied={list.search} onSearch={list.setSearch} />
        <Group gap="xs" align="flex-end">
          <Select
            label="Create sport"
            placeholder="Sport"
            searchable
            data={(shown?.tooltipSportChoices ?? []).map((c) => ({ value: c.sportId, label: `${c.name} (${c.sportId})` }))}
            value={choice}
            onChange={setChoice}
            disabled={!canWrite}
            w={220}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={!canWrite || !choice}
            loading={creating}
            onClick={() => void createSport()}
          >
            Create
          </Button>
        </Group>
      </Group>
      <TooltipsImport languages={shown?.tooltipLanguages ?? []} canWrite={canWrite} onImported={() => void refetch()} />
      <DataTable
        label="Sports with tooltips"
        columns={columns}
        rows={sports?.items ?? []}
        rowKey={(s) => s.id}
        emptyText={empty}
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
      <ConfirmDeleteModal
        opened={deletingSport !== null}
        title={`Delete ${deletingSport?.name ?? ''} tooltips`}
        message={WARNING}
        successMessage="Successfully deleted sport tooltips"
        remove={async () => (await deleteSport({ variables: { id: deletingSport!.id } })).data?.deleteSportTooltips.userErrors ?? []}
        onClose={() => setDeletingSport(null)}
        onDeleted={() => {
          if (deletingSport?.sportId === openSportId) change({ sport: null, ...CLOSED_TOOLTIPS });
          void refetch();
        }}
      />
      <ConfirmDeleteModal
        opened={deletingTooltip !== null}
        title={`Delete tooltip ${deletingTooltip?.phraseKey ?? ''}`}
        message={WARNING}
        successMessage="Successfully deleted Tooltip"
        remove={async () =>
          (await deleteTooltip({ variables: { sportId: deletingTooltip!.sport.sportId, phraseKey: deletingTooltip!.phraseKey } })).data
            ?.deleteSportTooltip.userErrors ?? []
        }
        onClose={() => setDeletingTooltip(null)}
      />
    </Stack>
  );
}
