import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { WebsiteRow_WebsiteFragment } from '../../gql/graphql';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import { websiteConfigPath } from './urls';
import { isWebAddress } from '@backoffice/rules/websites';
import { HoverTooltip } from '../../shared/lists/hover-tooltip';

// What a websites row shows and decides with; the list and the mutations spread it.
export const WebsiteRowFragment = graphql(`
  fragment WebsiteRow_website on Website {
    id
    name
    url
    betshopId
    betshop {
      id
      name
    }
    viewerCanWrite
    roleIsManager
  }
`);

export type WebsiteRow = WebsiteRow_WebsiteFragment;

interface WebsitesTableProps {
  websites: readonly WebsiteRow[];
  loading: boolean;
  /** Whether the website configuration screen exists yet (a later issue). */
  configAvailable: boolean;
  onEdit: (website: WebsiteRow) => void;
  onDelete: (website: WebsiteRow) => void;
}

type ActionProps = { website: WebsiteRow } & Pick<WebsitesTableProps, 'configAvailable' | 'onEdit' | 'onDelete'>;

function RowActions({ website, configAvailable, onEdit, onDelete }: ActionProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {website.viewerCanWrite && (
        <HoverTooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${website.name}`} onClick={() => onEdit(website)}>
            <IconPencil size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      )}
      {configAvailable && (
        <HoverTooltip label="Config">
          <ActionIcon variant="subtle" component={Link} to={websiteConfigPath(website.id)} aria-label={`Config ${website.name}`}>
            <IconSettings size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      )}
      {website.viewerCanWrite && (
        <HoverTooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${website.name}`} onClick={() => onDelete(website)}>
            <IconTrash size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      )}
    </Group>
  );
}

export function WebsitesTable({ websites, loading, configAvailable, onEdit, onDelete }: WebsitesTableProps) {
  const columns: DataColumn<WebsiteRow>[] = [
    { key: 'name', label: 'Name', render: (w) => w.name },
    {
      key: 'url',
      label: 'Url',
      // A stored address that is not http(s) (written before the gateway checked) shows as text, never as a link.
      render: (w) =>
        isWebAddress(w.url) ? (
          <Anchor href={w.url} target="_blank" rel="noreferrer" size="sm">
            {w.url}
          </Anchor>
        ) : (
          <Text size="sm">{w.url}</Text>
        ),
    },
    { key: 'betshop', label: 'Betshop', render: (w) => w.betshop?.name ?? w.betshopId ?? '—' },
    {
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      align: 'right',
      render: (w) => <RowActions website={w} configAvailable={configAvailable} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return <DataTable label="Websites" columns={columns} rows={websites} rowKey={(w) => w.id} emptyText="NO RESULTS" loading={loading} />;
}
