import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, revert } from '../../test/undo';

// A sport tooltips CSV import reverted from Activity (issue 43): the gateway reads each tooltip
// before the file goes upstream, the entry keeps those the file changed, and the revert imports
// them back, leaving (and naming) what changed since and deleting the tooltips it added. Tennis (56).

const stack = useEmulatorStack();
const IMPORT = 'mutation($file: Upload!) { importSportTooltipsCsv(file: $file) { added updated userErrors { field message } } }';
const SAVE = 'mutation($input: SaveSportTooltipInput!) { saveSportTooltip(input: $input) { userErrors { field message } } }';
const TOOLTIP = 'query($id: ID!) { sportTooltip(id: $id) { templateIds selectionPositions } }';

/** `key,templates,positions` rows of tennis tooltips. */
type Row = [key: string, templates: string, positions: string];

let imports = 0;
async function importRows(rows: Row[]) {
  const text = ['sport_id,phrase_key,template_ids,selection_positions', ...rows.map((row) => `56,${row.join(',')}`)].join('\n');
  const r = await stack.upload(IMPORT, { file: null }, 'variables.file', { body: new Blob([text], { type: 'text/csv' }), name: 't.csv' });
  expect(r.data.importSportTooltipsCsv.userErrors).toEqual([]);
  return latestImport();
}
const latestImport = async () => (await entriesOf(stack, { operation: 'importSportTooltipsCsv' }, ++imports))[0]!;

const shapeOf = async (key: string) =>
  (await stack.gql(TOOLTIP, { id: `56:${key}` })).data.sportTooltip as { templateIds: number[]; selectionPositions: number[] } | null;

let stories = 0;
/** Keys of this story's own, imported as `41;1`, then overwritten by a second import (`42;2`): the second's entry. */
async function overwritten(n: number) {
  const keys = Array.from({ length: n }, (_, i) => `import_undo_${++stories}_${i}`);
  await importRows(keys.map((key) => [key, '41', '1']));
  const second = await importRows(keys.map((key) => [key, '42', '2']));
  return { keys, second };
}

describe('reverting a sport tooltips import', () => {
  it('keeps each tooltip it changed on its entry, and puts them back as its own linked entry', async () => {
    const { keys, second } = await overwritten(2);
    expect(second).toMatchObject({ undo: 'REVERT', undoUnavailable: null, revertsRows: true });
    expect(second.changes).toContainEqual({
      field: 'tooltips',
      before: '2 tooltips as they were, kept for a revert',
      after: '2 tooltips as the file wrote them',
    });

    const r = await revert(stack, second.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: keys.map((key) => `56:${key}`), userErrors: [] });
    for (const key of keys) expect(await shapeOf(key)).toEqual({ templateIds: [41], selectionPositions: [1] });
    const reverting = await latestImport();
    expect(reverting.reverts).toBe(second.id);
    expect(reverting.undo).toBe('REVERT');
  });

  it('leaves a tooltip a colleague changed since, naming them, and writes back the others', async () => {
    const { keys, second } = await overwritten(2);
    const theirs = { sportId: '56', originalPhraseKey: keys[0], phraseKey: keys[0], templateIds: ['43'], translations: [] };
    const save = await stack.gql(
      SAVE,
      { input: { ...theirs, selections: [{ position: '3', originalPosition: null }] } },
      await stack.signIn(DEVELOPER),
    );
    expect(save.data.saveSportTooltip.userErrors).toEqual([]);

    const r = await revert(stack, second.id);
    expect(r.data.revertActivity.reverted).toEqual([`56:${keys[1]}`]);
    expect(r.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: `56:${keys[0]}`, code: 'CHANGED_SINCE', changedBy: DEVELOPER.email }),
    ]);
    expect(await shapeOf(keys[0]!)).toEqual({ templateIds: [43], selectionPositions: [3] });
    expect(await shapeOf(keys[1]!)).toEqual({ templateIds: [41], selectionPositions: [1] });
  });

  it('deletes a tooltip the import added, as its screen does, linked to the import', async () => {
    const key = `import_undo_${++stories}_added`;
    const added = await importRows([[key, '41', '1']]);
    const r = await revert(stack, added.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: [`56:${key}`], userErrors: [] });
    expect(await shapeOf(key)).toBeNull();
    const [deleted] = await entriesOf(stack, { entityType: 'SportTooltip', entityId: `56:${key}` }, 1);
    expect(deleted).toMatchObject({ operation: 'deleteSportTooltip', reverts: added.id });
    // The import lists the delete that put it back, though the delete wrote another record.
    const listed = await entriesOf(stack, { operation: 'importSportTooltipsCsv' }, imports);
    expect(listed.find((entry) => entry.id === added.id)?.revertedBy).toEqual([deleted!.id]);
  });

  it('is refused to whoever may not write tooltips, and changes nothing', async () => {
    const { keys, second } = await overwritten(1);
    const r = await revert(stack, second.id, undefined, await stack.signIn(MANAGER));
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await shapeOf(keys[0]!)).toEqual({ templateIds: [42], selectionPositions: [2] });
  });

  it('says why an import that changed nothing offers no revert', async () => {
    const { keys } = await overwritten(1);
    const same = await importRows([[keys[0]!, '42', '2']]);
    expect(same.undo).toBeNull();
    expect(same.undoUnavailable).toBe('This import changed no tooltip: there is nothing to revert.');
  });
});
