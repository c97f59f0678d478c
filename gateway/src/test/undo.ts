import type { EmulatorStack } from './emulator-stack';

// Undo from Activity in the gateway's tests (issue 43): the entries of a record once written, and
// revertActivity / restoreActivity as GraphiQL would call them.

export const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
export const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

export interface UndoEntry {
  id: string;
  operation: string;
  entityId: string;
  userEmail: string;
  reverts: string | null;
  revertedBy: string[];
  undo: 'REVERT' | 'RESTORE' | null;
  restoreLoses: string | null;
  undoUnavailable: string | null;
  revertsRows: boolean;
  backToVersion: boolean;
  batch: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

const ENTRIES = `query($filter: ActivityFilter) {
  activity(filter: $filter) {
    items { id operation entityId userEmail reverts revertedBy undo restoreLoses undoUnavailable revertsRows backToVersion batch
      changes { field before after } }
  }
}`;

/** A record's entries, newest first, once there are `count` (entries land just after the write's answer). */
export async function entriesOf(stack: EmulatorStack, filter: Record<string, string>, count: number): Promise<UndoEntry[]> {
  for (let round = 0; ; round++) {
    await stack.gateway.services.activity?.flush();
    const items = (await stack.gql(ENTRIES, { filter })).data.activity.items as UndoEntry[];
    if (items.length >= count || round > 200) return items;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const ANSWER = 'reverted entityId userErrors { field message code changedBy changedAt }';

export const revert = (stack: EmulatorStack, id: string, fields?: string[], headers?: Record<string, string>) =>
  stack.gql(`mutation($id: ID!, $fields: [String!]) { revertActivity(id: $id, fields: $fields) { ${ANSWER} } }`, { id, fields }, headers);

export const restore = (stack: EmulatorStack, id: string, password?: string, headers?: Record<string, string>) =>
  stack.gql(
    `mutation($id: ID!, $password: String) { restoreActivity(id: $id, password: $password) { ${ANSWER} } }`,
    { id, password },
    headers,
  );

/** A website of its own for a story (its url made from `name`, on betshop 1): its id. */
export async function newWebsite(stack: EmulatorStack, name: string): Promise<string> {
  const created = await stack.gql(
    'mutation($input: CreateWebsiteInput!) { createWebsite(input: $input) { website { id } userErrors { message } } }',
    { input: { name, url: `https://${name.toLowerCase().replace(/ /g, '-')}.example.com`, betshopId: '1' } },
  );
  return created.data.createWebsite.website.id as string;
}
