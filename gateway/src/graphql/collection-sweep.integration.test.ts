import { buildClientSchema, getIntrospectionQuery, getNamedType, isInputObjectType, isListType, isNonNullType } from 'graphql';
import type { GraphQLInputType } from 'graphql';
import { useEmulatorStack } from '../test/emulator-stack';
import { streamConfiguration, translation, trending, userPermissions, websiteConfiguration } from '../test/website-collection-saves';
import { helpCollectionSaves } from '../test/help-collection-saves';

// Never lose what the screen does not show (issue 40), the sweep: every mutation that saves a
// collection into a stored record has a row here (test/collection-saves.ts). Each row stores more
// entries than its screen shows at once, saves a change of one entry as the app sends it, and
// finds every other entry as it was. A new collection mutation joins with one row, or with a
// line in WHOLE saying why the list it takes is one value its form always holds whole.

const stack = useEmulatorStack();
// A Manager (only Managers' permissions are edited), found once the stack is up.
let managerId = '';
beforeAll(async () => {
  const users = (await stack.gql('{ users(page: 1, pageSize: 50) { items { id role } } }')).data.users.items as {
    id: string;
    role: string;
  }[];
  managerId = users.find((u) => u.role === 'MANAGER' && Number(u.id) > 3)!.id;
});

const rows = [
  userPermissions(stack, () => managerId),
  streamConfiguration(stack),
  trending(stack),
  translation(stack),
  websiteConfiguration(stack),
  ...helpCollectionSaves(stack),
];

/**
 * Lists that are one value of the record, which its form loads and shows whole (never paged, at
 * most a few dozen), so a save sends all of it and the version check refuses it over a colleague's
 * change. Creates are left out: there is nothing stored yet to lose.
 */
const WHOLE: Record<string, string> = {
  'updateIcon input.slugs': "the icon's slugs, at most 50 (@list), all in its modal",
  'saveBigJackpot input.currencyRanges': 'the jackpot’s currency rows, at most 50 (@list), all in its form',
  'saveTrending input.templateIds': "the sport's chosen templates, all shown as chips",
  'saveSportTooltip input.templateIds': "the tooltip's own templates, all in its modal",
  'saveSportTooltip input.selections': "the tooltip's own selections, all in its modal",
  'saveSportTooltip input.translations':
    'its phrases are upserted by language (those not sent stay, as for saveTranslation); the modal shows them all',
  'updateHelpDomain input.languages': "the domain's languages, all shown as chips",
  'updateHelpDomain input.linkIds': "the domain's help links, all shown as chips",
  'updateHelpPage input.categoryIds': "the page's categories, all shown as chips",
  'reorderHelpCategories categoryIds': 'an order of the whole list, refused over a colleague’s (categoryOrderVersion)',
  'reorderHelpPages pageIds': 'an order of the whole list, refused over a colleague’s (pageOrderVersion)',
  'revertActivity fields': 'which of the entry’s fields to put back: names, not a collection stored in the record',
};

/** `input.websitePermissions`: every list an argument holds, by its path. */
function listPaths(type: GraphQLInputType, path: string, seen = new Set<string>()): string[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [path];
  const named = getNamedType(inner);
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  seen.add(named.name);
  return Object.values(named.getFields()).flatMap((field) => listPaths(field.type, `${path}.${field.name}`, seen));
}

const without = (entries: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => !keys.includes(key)));

describe('a save that sends a collection keeps every entry it did not change', () => {
  it('covers every list a mutation saves into a stored record', async () => {
    const schema = buildClientSchema((await stack.gql(getIntrospectionQuery())).data);
    const saving = Object.values(schema.getMutationType()!.getFields())
      .filter((field) => !field.name.startsWith('create'))
      .flatMap((field) => field.args.flatMap((arg) => listPaths(arg.type, arg.name)).map((path) => `${field.name} ${path}`));
    const covered = [...rows.flatMap((row) => row.covers.map((path) => `${row.mutation} ${path}`)), ...Object.keys(WHOLE)];
    expect([...new Set(saving)].sort()).toEqual([...new Set(covered)].sort());
  });

  it.each(rows.map((row) => [`${row.mutation} (${row.hidden})`, row] as const))('%s', async (_name, row) => {
    await row.grow();
    const before = await row.read();
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(row.min);
    const changed = await row.changeOne();
    const after = await row.read();
    for (const key of changed) expect(after[key]).not.toEqual(before[key]);
    expect(without(after, changed)).toEqual(without(before, changed));
  });
});
