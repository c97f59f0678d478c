import { Accordion, Text } from '@mantine/core';
import type { HelpCategoriesQuery as HelpCategoriesData } from '../../../gql/graphql';
import { CategoryPages } from './page-rows';
import type { PageActions } from './use-page-actions';

interface PageCategoriesProps {
  categories: HelpCategoriesData['helpCategories'];
  pageActions: PageActions;
}

/** The pages grouped by category, each group open and reorderable by who may write. */
export function PageCategories({ categories, pageActions: { actions, saveOrder } }: PageCategoriesProps) {
  if (categories.every((c) => c.pages.length === 0)) return <Text c="dimmed">No Data</Text>;
  return (
    <Accordion multiple defaultValue={categories.map((c) => c.id)} variant="separated">
      {categories.map((category) => (
        <Accordion.Item key={category.id} value={category.id}>
          <Accordion.Control>
            {category.label} ({category.pages.length})
          </Accordion.Control>
          <Accordion.Panel>
            <CategoryPages
              name={category.label}
              pages={category.pages}
              reorder={actions.canWrite ? (pages) => saveOrder(category, pages) : undefined}
              {...actions}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
