// The files `npm run new-domain` writes, by path. `n` holds the domain's name in every spelling
// (scripts/new-domain.mjs, domainNames): n.name `loyalty-tiers`, n.camel `loyaltyTiers`,
// n.Pascal `LoyaltyTiers`, n.one `loyaltyTier`, n.One `LoyaltyTier`, n.oneWords `loyalty tier`,
// n.Title `Loyalty tiers`, n.oneKebab `loyalty-tier`. The slice follows the repo's conventions: an admin-only area until
// the domain has permissions of its own, the spec-like messages, a create that joins the cached
// list, an Activity entry per create.

const schema = (n) => `"A ${n.oneWords} (describe what it is for the people who manage it)."
type ${n.One} {
  id: ID!
  "Unique, in any letter case."
  name: String!
}

"What a new ${n.oneWords} needs."
input Create${n.One}Input {
  name: String!
}

"The created ${n.oneWords}, or why it was not created."
type Create${n.One}Payload {
  ${n.one}: ${n.One}
  userErrors: [UserError!]!
}

extend type Query {
  "Every ${n.oneWords}, oldest first. Admins and developers only."
  ${n.camel}: [${n.One}!]!
  "One ${n.oneWords}; null when none has that id. Admins and developers only."
  ${n.one}(id: ID!): ${n.One}
}

extend type Mutation {
  "Adds a ${n.oneWords}. Admins and developers only."
  create${n.One}(input: Create${n.One}Input!): Create${n.One}Payload!
}

extend type Viewer {
  "Whether the viewer may open the ${n.Title.toLowerCase()} screen."
  canRead${n.Pascal}: Boolean!
}
`;

const gatewayClient = (n) => `import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { upstreamId, UpstreamId } from '../../upstream/ids';
import { writeCall } from '../../upstream/write-call';

// The operator API's ${n.Title.toLowerCase()} (emulator/src/domains/${n.name}/routes.ts).

const ${n.One}Schema = z.object({ id: UpstreamId, name: z.string() });
export type Upstream${n.One} = z.infer<typeof ${n.One}Schema>;

export async function list${n.Pascal}(call: UpstreamCaller): Promise<Upstream${n.One}[]> {
  const res = await call({ method: 'GET', path: '/${n.name}' });
  return parseBody(z.object({ items: z.array(${n.One}Schema) }), res.body).items;
}

/** Null when the upstream has none with that id. */
export async function get${n.One}(call: UpstreamCaller, id: string): Promise<Upstream${n.One} | null> {
  const res = await call({ method: 'GET', path: \`/${n.name}/\${upstreamId(id)}\`, expect: [404] });
  return res.status === 404 ? null : parseBody(${n.One}Schema, res.body);
}

export const create${n.One} = (call: UpstreamCaller, fields: { name: string }) =>
  writeCall(call, { method: 'POST', path: '/${n.name}', body: fields }, ${n.One}Schema);
`;

const gatewayMappers = (n) => `import type { Upstream${n.One} } from './client';

/** What ${n.One} resolvers receive: the validated upstream record. */
export type ${n.One}Model = Upstream${n.One};
`;

const gatewayResolvers = (n) => `import * as rules from '../../access/permissions';
import { forbidden } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import { nameTaken } from '../../upstream/unique-name';
import * as client from './client';

// ${n.Title}: admins and developers read and add them, as every area does before it has
// permissions of its own (then a PermissionKey and the rules in access/permissions.ts).

/** The area's flag (\`viewer.canRead${n.Pascal}\`) and the check of every field. */
export const canRead${n.Pascal} = (viewer: rules.Principal) => rules.isAdmin(viewer);

function assertCanRead${n.Pascal}(viewer: rules.Principal): void {
  if (!canRead${n.Pascal}(viewer)) throw forbidden('Only admins and developers can manage ${n.Title.toLowerCase()}.');
}

export const ${n.camel}Resolvers: Resolvers = {
  Query: {
    async ${n.camel}(_root, _args, ctx) {
      assertCanRead${n.Pascal}(await ctx.requireViewer());
      return client.list${n.Pascal}(ctx.callApi);
    },
    async ${n.one}(_root, { id }, ctx) {
      assertCanRead${n.Pascal}(await ctx.requireViewer());
      return client.get${n.One}(ctx.callApi, id);
    },
  },

  Mutation: {
    async create${n.One}(_root, { input }, ctx) {
      assertCanRead${n.Pascal}(await ctx.requireViewer());
      const name = input.name.trim();
      if (!name) return { ${n.one}: null, userErrors: [{ field: 'name', message: 'The name is required' }] };
      if (nameTaken(await client.list${n.Pascal}(ctx.callApi), name, null)) {
        return { ${n.one}: null, userErrors: [{ field: 'name', message: \`A ${n.oneWords} named \${name} already exists.\` }] };
      }
      const r = await client.create${n.One}(ctx.callApi, { name });
      return r.ok ? { ${n.one}: r.value, userErrors: [] } : { ${n.one}: null, userErrors: r.userErrors };
    },
  },

  Viewer: {
    canRead${n.Pascal}: (viewer) => canRead${n.Pascal}(viewer),
  },
};
`;

const gatewayActivity = (n) => `import { createdId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads a ${n.oneWords} before and after a change: its name.

const snapshot = \`query Audit${n.One}($id: ID!) {
  entity: ${n.one}(id: $id) { name }
}\`;

export const ${n.camel}Activity: Record<string, AuditSubject> = {
  create${n.One}: { entity: '${n.One}', id: createdId('${n.one}'), snapshot, label: 'name' },
};
`;

const gatewayModule = (n) => `import type { GatewayModule } from '../gateway-module';
import { ${n.camel}Activity } from './activity';
import { ${n.camel}Resolvers } from './resolvers';

export const ${n.camel}Module: GatewayModule = {
  name: '${n.name}',
  resolvers: [${n.camel}Resolvers],
  activity: { subjects: ${n.camel}Activity },
};
`;

const gatewayTest = (n) => `import { useEmulatorStack } from '../../test/emulator-stack';

// ${n.Title} through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;

const LIST = '{ ${n.camel} { id name } viewer { canRead${n.Pascal} } }';
const CREATE = 'mutation($input: Create${n.One}Input!) { create${n.One}(input: $input) { ${n.one} { id name } userErrors { field message } } }';
const ACTIVITY = '{ activity(filter: { area: "${n.name}" }) { items { operation entityId entityLabel } } }';
const ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin123!' };
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

describe('${n.Title.toLowerCase()} against the emulator', () => {
  it('lists the seeded ones and lets an admin add one, recorded in Activity', async () => {
    const admin = await stack.signIn(ADMIN);
    const before = (await gql(LIST, {}, admin)).data;
    expect(before.viewer.canRead${n.Pascal}).toBe(true);
    expect(before.${n.camel}.length).toBeGreaterThan(0);

    const created = await gql(CREATE, { input: { name: ' Spring ${n.oneWords} ' } }, admin);
    expect(created.data.create${n.One}).toEqual({ ${n.one}: { id: expect.any(String), name: 'Spring ${n.oneWords}' }, userErrors: [] });
    const after = (await gql(LIST, {}, admin)).data.${n.camel};
    expect(after.map((row: { name: string }) => row.name)).toEqual([...before.${n.camel}.map((row: { name: string }) => row.name), 'Spring ${n.oneWords}']);

    await stack.gateway.services.activity?.flush();
    const entries = (await gql(ACTIVITY, {}, admin)).data.activity.items;
    expect(entries).toContainEqual({ operation: 'create${n.One}', entityId: created.data.create${n.One}.${n.one}.id, entityLabel: 'Spring ${n.oneWords}' });
  });

  it('refuses a blank name and a name another one has, in any letter case, and writes nothing', async () => {
    const admin = await stack.signIn(ADMIN);
    const names = (await gql(LIST, {}, admin)).data.${n.camel}.map((row: { name: string }) => row.name);
    expect((await gql(CREATE, { input: { name: '  ' } }, admin)).data.create${n.One}.userErrors).toEqual([
      { field: 'name', message: 'The name is required' },
    ]);
    const taken = (names[0] as string).toUpperCase();
    expect((await gql(CREATE, { input: { name: taken } }, admin)).data.create${n.One}.userErrors).toEqual([
      { field: 'name', message: \`A ${n.oneWords} named \${taken} already exists.\` },
    ]);
    expect((await gql(LIST, {}, admin)).data.${n.camel}).toHaveLength(names.length);
  });

  it('is for admins and developers: a manager sees no flag and is refused', async () => {
    const manager = await stack.signIn(MANAGER);
    expect((await gql('{ viewer { canRead${n.Pascal} } }', {}, manager)).data.viewer.canRead${n.Pascal}).toBe(false);
    expect((await gql(LIST, {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(CREATE, { input: { name: 'x' } }, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
`;

const emulatorSeed = (n) => `// The ${n.Title.toLowerCase()} a fresh emulator starts with: the same on every run.

export interface ${n.One} {
  id: number;
  name: string;
}

export const seed${n.Pascal} = (): ${n.One}[] => [
  { id: 1, name: 'First ${n.oneWords}' },
  { id: 2, name: 'Second ${n.oneWords}' },
];
`;

const emulatorRoutes = (n) => `// ${n.Title} on the operator API: GET /${n.name} ({ items }), GET /${n.name}/:id (404 when
// missing), POST /${n.name} { name } (400 class-validator errors for a blank or taken name).
import type { EmulatorDeps } from '../../deps';
import { domainRecords } from '../../domain-collection';
import { invalid, notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { text, Validator } from '../../http/validation';
import { seed${n.Pascal}, type ${n.One} } from './seed';

const records = domainRecords<${n.One}>('${n.name}', seed${n.Pascal});

export function register${n.Pascal}Routes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/${n.name}', () => ({ status: 200, body: { items: records.list(store.read()) } }));

  router.add('GET', '/${n.name}/:${n.one}Id', (ctx) => {
    const id = idParam(ctx, '${n.one}Id');
    const found = records.list(store.read()).find((row) => row.id === id);
    if (!found) throw notFound('${n.One} not found');
    return { status: 200, body: found };
  });

  router.add('POST', '/${n.name}', async ({ body }) => {
    new Validator(body).required('name', 'The name is required').check();
    const name = text(body.name).trim();
    const created = await store.update((draft) => {
      const collection = records.draft(draft);
      if (collection.items.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
        throw invalid('name', { isUnique: \`${n.One} \${name} already exists\` });
      }
      const record: ${n.One} = { id: collection.nextId(), name };
      collection.items.push(record);
      return record;
    });
    return { status: 201, body: created };
  });
}
`;

const webRoutes = (n) => `import { IconList } from '@tabler/icons-react';
import type { FeatureManifest } from '../../shared/navigation/feature-route';

// ${n.Title}: the screen, its sidebar entry, and the flag that opens both.

export const ${n.camel}Feature: FeatureManifest = {
  name: '${n.name}',
  routes: [
    {
      path: '${n.name}',
      title: '${n.Title}',
      requires: 'canRead${n.Pascal}',
      load: () => import('./${n.name}-screen').then((m) => m.${n.Pascal}Screen),
    },
  ],
  navItem: { label: '${n.Title}', to: '/home/${n.name}', requires: 'canRead${n.Pascal}', icon: IconList },
};
`;

const webScreen = (n) => `import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { DataTable } from '../../shared/lists/data-table';
import { QueryError } from '../../shared/notices/query-error';
import { Create${n.One}Modal } from './create-${n.oneKebab}-modal';

// ${n.Title}: the list, oldest first, and the button that adds one.

const ${n.Pascal}Query = graphql(\`
  query ${n.Pascal} {
    ${n.camel} {
      id
      name
    }
  }
\`);

export function ${n.Pascal}Screen() {
  const { data, loading, error, refetch } = useQuery(${n.Pascal}Query);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          ${n.Title}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add ${n.oneWords}
        </Button>
      </Group>
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="${n.Title}"
          columns={[{ key: 'name', label: 'Name', render: (row) => row.name }]}
          rows={data?.${n.camel} ?? []}
          rowKey={(row) => row.id}
          emptyText="No Data"
          loading={loading && !data}
        />
      )}
      {adding && <Create${n.One}Modal onClose={() => setAdding(false)} />}
    </Stack>
  );
}
`;

const webModal = (n) => `import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { appendToRootList } from '../../shared/cache/cache-updates';
import { TextFormModal, type SaveOutcome } from '../../shared/forms/text-form-modal';
import { z } from '../../shared/forms/zod';

// Adding a ${n.oneWords}: the form checks what it can, the gateway the rest (a taken name).

const Create${n.One}Mutation = graphql(\`
  mutation Create${n.One}($input: Create${n.One}Input!) {
    create${n.One}(input: $input) {
      ${n.one} {
        id
        name
      }
      userErrors {
        ...UserErrors
      }
    }
  }
\`);

const schema = z.object({ name: z.string().trim().min(1, 'The name is required') });

export function Create${n.One}Modal({ onClose }: { onClose: () => void }) {
  const [create, creating] = useMutation(Create${n.One}Mutation, {
    // The created one joins the end of the cached list, as the upstream lists it.
    update: (cache, { data }) => appendToRootList(cache, '${n.camel}', data?.create${n.One}.${n.one}),
  });

  const submit = async (values: { name: string }): Promise<SaveOutcome> => {
    const { data } = await create({ variables: { input: { name: values.name.trim() } } });
    return { saved: Boolean(data?.create${n.One}.${n.one}), userErrors: data?.create${n.One}.userErrors ?? [] };
  };

  return (
    <TextFormModal
      title="Add ${n.oneWords}"
      fields={[{ name: 'name', label: 'Name' }]}
      initialValues={{ name: '' }}
      schema={schema}
      submit={submit}
      saving={creating.loading}
      successMessage="${n.One.replace(/([a-z])([A-Z])/g, '$1 $2')} created"
      onClose={onClose}
    />
  );
}
`;

const e2eSpec = (n) => `import { expect, test } from '@playwright/test';
import { admin, manager } from '../support/accounts';
import { signIn } from '../support/session';

// ${n.Title}: an admin opens the screen from the sidebar, adds one, and sees it listed.

test('an admin adds a ${n.oneWords} from the sidebar screen and sees it listed', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home');
  await page.getByRole('link', { name: '${n.Title}' }).click();
  const table = page.getByRole('table', { name: '${n.Title}' });
  await expect(table.getByRole('cell', { name: 'First ${n.oneWords}' })).toBeVisible();

  await page.getByRole('button', { name: 'Add ${n.oneWords}' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add ${n.oneWords}' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The name is required')).toBeVisible();

  const name = \`${n.One} \${Date.now().toString(36)}\`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('cell', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: '${n.Title}' }).getByRole('cell', { name })).toBeVisible();
});

test('a manager has no ${n.Title.toLowerCase()} entry, and the address says why', async ({ page }) => {
  await signIn(page, manager);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Help CMS' })).toBeVisible();
  await expect(page.getByRole('link', { name: '${n.Title}' })).toHaveCount(0);
  await page.goto('/home/${n.name}');
  await expect(page.getByText('You do not have permission to open ${n.Title}.')).toBeVisible();
});
`;

export function domainFiles(n) {
  return {
    [`schema/${n.name}.graphql`]: schema(n),
    [`gateway/src/modules/${n.name}/client.ts`]: gatewayClient(n),
    [`gateway/src/modules/${n.name}/mappers.ts`]: gatewayMappers(n),
    [`gateway/src/modules/${n.name}/resolvers.ts`]: gatewayResolvers(n),
    [`gateway/src/modules/${n.name}/activity.ts`]: gatewayActivity(n),
    [`gateway/src/modules/${n.name}/module.ts`]: gatewayModule(n),
    [`gateway/src/modules/${n.name}/${n.name}.integration.test.ts`]: gatewayTest(n),
    [`emulator/src/domains/${n.name}/seed.ts`]: emulatorSeed(n),
    [`emulator/src/domains/${n.name}/routes.ts`]: emulatorRoutes(n),
    [`web/src/features/${n.name}/routes.tsx`]: webRoutes(n),
    [`web/src/features/${n.name}/${n.name}-screen.tsx`]: webScreen(n),
    [`web/src/features/${n.name}/create-${n.oneKebab}-modal.tsx`]: webModal(n),
    [`tests/e2e/${n.name}.spec.ts`]: e2eSpec(n),
  };
}
