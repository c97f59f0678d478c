import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { HelpCategoriesQuery as HelpCategoriesData } from '../../../gql/graphql';
import { reorderErrors } from '../reorder';
import { useHelpChange } from '../use-help-change';
import type { PageRow, PageRowActions } from './page-rows';
import { HelpPagesSearchQuery } from './page-search-results';

// What the pages tab does to its pages besides editing one: duplicate and delete (each asked
// first), and a category's new order, each through the comment prompt of every help change.

const DeleteHelpPageMutation = graphql(`
  mutation DeleteHelpPage($domainId: ID!, $id: ID!, $comment: String) {
    deleteHelpPage(domainId: $domainId, id: $id, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const DuplicateHelpPageMutation = graphql(`
  mutation DuplicateHelpPage($domainId: ID!, $id: ID!, $comment: String) {
    duplicateHelpPage(domainId: $domainId, id: $id, comment: $comment) {
      page {
        id
        label
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const ReorderHelpPagesMutation = graphql(`
  mutation ReorderHelpPages($domainId: ID!, $categoryId: ID!, $pageIds: [ID!]!, $comment: String, $baseVersion: String) {
    reorderHelpPages(domainId: $domainId, categoryId: $categoryId, pageIds: $pageIds, comment: $comment, baseVersion: $baseVersion) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

type Asking = { kind: 'duplicate' | 'delete'; page: PageRow } | null;
type Category = HelpCategoriesData['helpCategories'][number];

export function usePageActions(domainId: string, canWrite: boolean, onEdit: (pageId: string) => void, refetch: () => Promise<unknown>) {
  const [asking, setAsking] = useState<Asking>(null);
  const [duplicate] = useMutation(DuplicateHelpPageMutation);
  const [remove] = useMutation(DeleteHelpPageMutation);
  const [reorder] = useMutation(ReorderHelpPagesMutation);
  const client = useApolloClient();
  // A change reloads the lists it may have changed: the categories, and the search shown.
  const change = useHelpChange(() => Promise.all([refetch(), client.refetchQueries({ include: [HelpPagesSearchQuery] })]));

  const confirm = async () => {
    if (!asking) return;
    const { kind, page } = asking;
    setAsking(null);
    if (kind === 'duplicate') {
      await change.run(async (comment) => {
        const { data: r } = await duplicate({ variables: { domainId, id: page.id, comment } });
        return { ok: Boolean(r?.duplicateHelpPage.page), userErrors: r?.duplicateHelpPage.userErrors ?? [] };
      }, `Page "${page.label}" successfully duplicated`);
    } else {
      await change.run(async (comment) => {
        const { data: r } = await remove({ variables: { domainId, id: page.id, comment } });
        return { ok: Boolean(r?.deleteHelpPage.id), userErrors: r?.deleteHelpPage.userErrors ?? [] };
      }, 'Page deleted');
    }
  };

  const saveOrder = (category: Category, pages: PageRow[]) =>
    void change.run(async (comment) => {
      const { data: r } = await reorder({
        variables: { domainId, categoryId: category.id, pageIds: pages.map((p) => p.id), comment, baseVersion: category.pageOrderVersion },
      });
      const errors = reorderErrors(r?.reorderHelpPages.userErrors ?? [], (id) => category.pages.find((p) => p.id === id)?.label);
      return { ok: Boolean(r?.reorderHelpPages.id), userErrors: errors };
    }, 'Pages reordered');

  const actions: PageRowActions = {
    canWrite,
    onEdit: (page) => onEdit(page.id),
    onDuplicate: (page) => setAsking({ kind: 'duplicate', page }),
    onDelete: (page) => setAsking({ kind: 'delete', page }),
  };
  return { asking, cancel: () => setAsking(null), confirm, saveOrder, actions, commentModal: change.modal };
}

export type PageActions = ReturnType<typeof usePageActions>;
