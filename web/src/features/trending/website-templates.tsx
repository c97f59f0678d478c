import { Checkbox, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPagination } from '../../shared/lists/list-pagination';
import { localPage } from '../../shared/lists/local-page';
import { betshopPartners, type DraftWebsite, type TrendingDraft } from './trending-draft';

// Every website of the operator (hundreds), 20 rows at a time and found by name or betshop. The
// page and search live here, not in the URL: they move within an unsaved edit, which a URL change
// would stop to ask about.

export const WEBSITES_PAGE_SIZE = 20;
/** Partners named on a row; the rest are counted. */
const PARTNERS_NAMED = 3;

interface WebsiteTemplatesProps {
  draft: TrendingDraft;
  onToggle: (websiteId: string, templateId: number) => void;
}

/** The websites whose name or betshop id contains the term, and the page of them shown. */
export function websitesPage(websites: readonly DraftWebsite[], search: string, requestedPage: number) {
  const needle = search.trim().toLowerCase();
  const matching = needle ? websites.filter((w) => w.name.toLowerCase().includes(needle) || w.betshopId === needle) : websites;
  return localPage(matching, requestedPage, WEBSITES_PAGE_SIZE);
}

/** "Betshop 4, shared with A, B, C and 12 more", or why the website shows nothing. */
export function betshopNote(draft: TrendingDraft, website: DraftWebsite): string {
  if (!website.betshopId) return 'No betshop: shows no trending markets';
  const partners = betshopPartners(draft, website).map((p) => p.name);
  if (partners.length === 0) return `Betshop ${website.betshopId}`;
  const named = partners.slice(0, PARTNERS_NAMED).join(', ');
  const more = partners.length > PARTNERS_NAMED ? ` and ${partners.length - PARTNERS_NAMED} more` : '';
  return `Betshop ${website.betshopId}, shared with ${named}${more}`;
}

/** Per website, which of the selected templates it shows: one checkbox per website and template. */
export function WebsiteTemplates({ draft, onToggle }: WebsiteTemplatesProps) {
  const [search, setSearch] = useState('');
  const [requestedPage, setPage] = useState(1);
  if (draft.templates.length === 0) return <Text c="dimmed">Select game templates first: each website then shows the ones you tick.</Text>;
  const { rows, page, pageCount } = websitesPage(draft.websites, search, requestedPage);
  return (
    <Stack gap="sm">
      <TextInput
        label="Find websites"
        placeholder="Website name or betshop id"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        leftSection={<IconSearch size={16} stroke={1.5} />}
        w={320}
        maw="100%"
      />
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label="Templates per website" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Website</Table.Th>
              {draft.templates.map((template) => (
                <Table.Th key={template.id} ta="center">
                  {template.name}
                  <Text size="xs" c="dimmed">
                    {template.id}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={draft.templates.length + 1}>
                  <Text c="dimmed">No websites match “{search.trim()}”.</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((website) => (
              <Table.Tr key={website.id}>
                <Table.Td>
                  <Text fw={500}>{website.name}</Text>
                  <Text size="xs" c="dimmed">
                    {betshopNote(draft, website)}
                  </Text>
                </Table.Td>
                {draft.templates.map((template) => (
                  <Table.Td key={template.id} ta="center">
                    <Checkbox
                      aria-label={`${website.name} shows ${template.name}`}
                      checked={website.templateIds.includes(template.id)}
                      disabled={!website.betshopId}
                      onChange={() => onToggle(website.id, template.id)}
                      styles={{ body: { justifyContent: 'center' } }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination page={page} pageCount={pageCount} onChange={setPage} />
    </Stack>
  );
}
