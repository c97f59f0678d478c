import { Checkbox, Table, Text } from '@mantine/core';
import { betshopPartners, type TrendingDraft } from './trending-draft';

interface WebsiteTemplatesProps {
  draft: TrendingDraft;
  onToggle: (websiteId: string, templateId: number) => void;
}

/** Per website, which of the selected templates it shows: one checkbox per website and template. */
export function WebsiteTemplates({ draft, onToggle }: WebsiteTemplatesProps) {
  if (draft.templates.length === 0) return <Text c="dimmed">Select game templates first: each website then shows the ones you tick.</Text>;
  return (
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
          {draft.websites.map((website) => {
            const partners = betshopPartners(draft, website);
            return (
              <Table.Tr key={website.id}>
                <Table.Td>
                  <Text fw={500}>{website.name}</Text>
                  <Text size="xs" c="dimmed">
                    {website.betshopId
                      ? `Betshop ${website.betshopId}${partners.length > 0 ? `, shared with ${partners.map((p) => p.name).join(', ')}` : ''}`
                      : 'No betshop: shows no trending markets'}
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
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
