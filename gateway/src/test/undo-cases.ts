import type { EmulatorStack } from './emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, restore, revert } from './undo';

// The four cases every area's undo answers (issue 43), declared once: an update reverted, a field a
// colleague changed since refused naming them, a delete restored, and nothing for who may not.

type Headers = Record<string, string> | undefined;

export interface UndoArea {
  /** Activity's entity type (`CustomPage`). */
  entityType: string;
  /** The field an update changes (`name`). */
  field: string;
  /** A new record, named `value`: its id. Each call is as the admin, or whoever `headers` sign in. */
  create(value: string, headers: Headers): Promise<string>;
  /** Sets the field to `value`. */
  update(id: string, value: string, headers: Headers): Promise<void>;
  /** Deletes it; none for a record that is never deleted (one configuration): no restore then. */
  remove?: (id: string, headers: Headers) => Promise<void>;
  /** The field's value now (null: no such record). */
  read(id: string, headers: Headers): Promise<string | null>;
  /** The value stored for a case's label (a number for a number field); the label itself by default. */
  valueFor?: (label: string) => string;
}

/**
 * Who writes, who changes it since, and who may not revert. An area everyone who reads Activity
 * may write: the admin, the developer, the manager (who reads no Activity). A developers' area
 * (custom pages, configuration setup): the developer, the manager made a developer, and the admin,
 * whom the area's own save refuses.
 */
async function actorsOf(stack: EmulatorStack, developerOnly: boolean) {
  if (!developerOnly) return { writer: undefined, colleague: await stack.signIn(DEVELOPER), refused: await stack.signIn(MANAGER) };
  return { writer: await stack.signIn(DEVELOPER), colleague: await stack.signIn(MANAGER, { isDeveloper: true }), refused: undefined };
}

export function undoCases(stack: EmulatorStack, areaOf: () => UndoArea, unique: string, { developerOnly = false } = {}) {
  let actors: Awaited<ReturnType<typeof actorsOf>>;
  beforeAll(async () => void (actors = await actorsOf(stack, developerOnly)));
  const entries = (area: UndoArea, id: string, count: number) => entriesOf(stack, { entityType: area.entityType, entityId: id }, count);
  const labelled = (label: string) => {
    const area = areaOf();
    const valueFor = area.valueFor ?? ((text: string) => text);
    return { area, v: (suffix: string) => valueFor(`${label} ${suffix}`), as: actors.writer };
  };

  it('reverts an update as its own entry, linked to the one it reverts', async () => {
    const { area, v, as } = labelled(unique);
    const id = await area.create(v('one'), as);
    await area.update(id, v('mistaken'), as);
    const [changed] = await entries(area, id, 2);
    expect(changed!.undo).toBe('REVERT');
    const r = await revert(stack, changed!.id, undefined, as);
    expect(r.data.revertActivity).toEqual({ reverted: [area.field], entityId: id, userErrors: [] });
    expect(await area.read(id, as)).toBe(v('one'));
    const [reverting] = await entries(area, id, 3);
    expect(reverting!.reverts).toBe(changed!.id);
  });

  it('refuses a field a colleague changed since, naming them, and writes nothing', async () => {
    const { area, v, as } = labelled(unique);
    const id = await area.create(v('two'), as);
    await area.update(id, v('mine'), as);
    const [mine] = await entries(area, id, 2);
    await area.update(id, v('theirs'), actors.colleague);
    const r = await revert(stack, mine!.id, undefined, as);
    expect(r.data.revertActivity.reverted).toEqual([]);
    expect(r.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: area.field, code: 'CHANGED_SINCE', changedBy: developerOnly ? MANAGER.email : DEVELOPER.email }),
    ]);
    expect(await area.read(id, as)).toBe(v('theirs'));
  });

  // A record never deleted has no restore case (its area is declared at collection time, before any test).
  if (areaOf().remove)
    it('restores a deleted record from its delete entry, under the id the upstream gives', async () => {
      const { area, v, as } = labelled(unique);
      const id = await area.create(v('three'), as);
      await area.remove!(id, as);
      const [deleted] = await entries(area, id, 2);
      expect(deleted!.undo).toBe('RESTORE');
      const r = await restore(stack, deleted!.id, undefined, as);
      expect(r.data.restoreActivity.userErrors).toEqual([]);
      expect(await area.read(r.data.restoreActivity.entityId as string, as)).toBe(v('three'));
    });

  it('is refused to whoever may not write it back', async () => {
    const { area, v, as } = labelled(unique);
    const id = await area.create(v('four'), as);
    await area.update(id, v('kept'), as);
    const [changed] = await entries(area, id, 2);
    const r = await revert(stack, changed!.id, undefined, actors.refused);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await area.read(id, as)).toBe(v('kept'));
  });
}

/** `valueFor` of a number field: each label its own number from `from` on, the same each time it is asked. */
export function numbered(from: number): (label: string) => string {
  const numbers = new Map<string, string>();
  return (label) => numbers.get(label) ?? (numbers.set(label, String(from + numbers.size)), numbers.get(label)!);
}
