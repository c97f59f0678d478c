import { ActionIcon, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { SportTooltips_RowFragment } from '../../gql/graphql';
import { DataTable } from '../../shared/lists/data-table';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { localPage } from '../../shared/lists/local-page';
import { useSearchParamChanges } from '../../shared/lists/use-url-list-state';
import type { SavedTooltip } from './tooltip-form-state';

// One sport's tooltips (spec 001 §2.4: a per-sport table, 10 per page): a sport may have hundreds,
// so they are searched by phrase key and paged here, the page and search kept in the URL.

export const SPORT_TOOLTIPS_PAGE_SIZE = 10;

/** The URL keys of this table's page and search (the sports list above has `page` and `search`). */
export const TOOLTIP_PARAMS = { page: 'tooltipPage', search: 'tooltipSearch' } as const;

type Tooltip = SportTooltips_RowFragment['tooltips'][number];

/** The tooltips whose phrase key contains the term (case-insensitive), and the page of them shown. */
export function tooltipsPage(tooltips: readonly Tooltip[], search: string, requestedPage: number) {
  const needle = search.trim().toLowerCase();
  const matching = needle ? tooltips.filter((t) => t.phraseKey.toLowerCase().includes(needle)) : tooltips;
  return localPage(matching, requestedPage, SPORT_TOOLTIPS_PAGE_SIZE);
}

interface SportTooltipsTableProps {
  sport: SportTooltips_RowFragment;
  canWrite: boolean;
  onEdit: (tooltip: SavedTooltip | null) => void;
  onDelete: (phraseKey: string) => void;
}

export function SportTooltipsTable({ sport, canWrite, onEdit, onDelete }: SportTooltipsTableProps) {
  const [params, change] = useSearchParamChanges();
  const search = params.get(TOOLTIP_PARAMS.search) ?? '';
  const { rows, page, pageCount } = tooltipsPage(sport.tooltips, search, Number(params.get(TOOLTIP_PARAMS.page)) || 1);
  const setPage = (next: number) => change({ [TOOLTIP_PARAMS.page]: next > 1 ? String(next) : null });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            {sport.name} tooltips
          </Title>
          <Button leftSection={<IconPlus size={16} />} disabled={!canWrite} onClick={() => onEdit(null)}>
            Add tooltip
          </Button>
        </Group>
        <ListSearchForm
          label={`Search ${sport.name} tooltips`}
          placeholder="Phrase key"
          applied={search}
          onSearch={(term) => change({ [TOOLTIP_PARAMS.search]: term || null, [TOOLTIP_PARAMS.page]: null })}
        />
        <DataTable
          label={`${sport.name} tooltips`}
          columns={[
            { key: 'key', label: 'Phrase key', render: (t) => t.phraseKey },
            { key: 'ids', label: 'Template Ids', render: (t) => t.templateIds.join(', ') },
            {
              key: 'actions',
              label: 'Actions',
              hiddenLabel: true,
              align: 'right',
              render: (t) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${t.phraseKey}`} onClick={() => onEdit(t)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  {canWrite && (
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${t.phraseKey}`} onClick={() => onDelete(t.phraseKey)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ),
            },
          ]}
          rows={rows}
          rowKey={(t) => t.phraseKey}
          emptyText={search ? 'No Data' : 'No tooltips exist for sport'}
        />
        <ListPagination page={page} pageCount={pageCount} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
