import type { EmulatorStack } from './emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, restore, revert } from './undo';

// The four cases every area's undo answers (issue 43), declared once: an update reverted, a field a
// colleague changed since refused naming them, a delete restored, and nothing for who may not.

export interface UndoArea {
  /** Activity's entity type (`CustomPage`). */
  entityType: string;
  /** The field an update changes (`name`). */
  field: string;
  /** A new record, named `value`: its id. */
  create(value: string): Promise<string>;
  /** Sets the field to `value`, as the admin or whoever `headers` sign in. */
  update(id: string, value: string, headers?: Record<string, string>): Promise<void>;
  remove(id: string): Promise<void>;
  /** The field's value now (null: no such record). */
  read(id: string): Promise<string | null>;
}

const ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin123!' };

/** `developerOnly`: the area is the developers' (custom pages, configuration setup): the admin is made one for the file. */
export function undoCases(stack: EmulatorStack, areaOf: () => UndoArea, unique: string, { developerOnly = false } = {}) {
  if (developerOnly) beforeAll(() => stack.signIn(ADMIN, { isDeveloper: true }));
  const entries = (area: UndoArea, id: string, count: number) => entriesOf(stack, { entityType: area.entityType, entityId: id }, count);

  it('reverts an update as its own entry, linked to the one it reverts', async () => {
    const area = areaOf();
    const id = await area.create(`${unique} one`);
    await area.update(id, `${unique} mistaken`);
    const [changed] = await entries(area, id, 2);
    expect(changed!.undo).toBe('REVERT');
    const r = await revert(stack, changed!.id);
    expect(r.data.revertActivity).toEqual({ reverted: [area.field], entityId: id, userErrors: [] });
    expect(await area.read(id)).toBe(`${unique} one`);
    const [reverting] = await entries(area, id, 3);
    expect(reverting!.reverts).toBe(changed!.id);
  });

  it('refuses a field a colleague changed since, naming them, and writes nothing', async () => {
    const area = areaOf();
    const id = await area.create(`${unique} two`);
    await area.update(id, `${unique} mine`);
    const [mine] = await entries(area, id, 2);
    await area.update(id, `${unique} theirs`, await stack.signIn(DEVELOPER));
    const r = await revert(stack, mine!.id);
    expect(r.data.revertActivity.reverted).toEqual([]);
    expect(r.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: area.field, code: 'CHANGED_SINCE', changedBy: DEVELOPER.email }),
    ]);
    expect(await area.read(id)).toBe(`${unique} theirs`);
  });

  it('restores a deleted record from its delete entry, under the id the upstream gives', async () => {
    const area = areaOf();
    const id = await area.create(`${unique} three`);
    await area.remove(id);
    const [deleted] = await entries(area, id, 2);
    expect(deleted!.undo).toBe('RESTORE');
    const r = await restore(stack, deleted!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    expect(await area.read(r.data.restoreActivity.entityId as string)).toBe(`${unique} three`);
  });

  it('is refused to whoever may not write it back', async () => {
    const area = areaOf();
    const id = await area.create(`${unique} four`);
    await area.update(id, `${unique} kept`);
    const [changed] = await entries(area, id, 2);
    const r = await revert(stack, changed!.id, undefined, await stack.signIn(MANAGER));
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await area.read(id)).toBe(`${unique} kept`);
  });
}
