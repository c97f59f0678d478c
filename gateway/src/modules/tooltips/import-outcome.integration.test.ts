import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// A long write is not timed out like a read, and one that was sent but never answered is not
// reported as failed (issue 31 item 6): the emulator's "late" fault applies the import at once
// and holds its answer, as a slow upstream applying 50,000 rows would.

const stack = useEmulatorStack({ UPSTREAM_TIMEOUT_MS: '200', UPSTREAM_WRITE_TIMEOUT_MS: '1500' });
const IMPORT = 'mutation($file: Upload!) { importSportTooltipsCsv(file: $file) { added updated userErrors { field message } } }';
const ACTIVITY = `query($filter: ActivityFilter) { activity(filter: $filter) { items { operation changes { field before after } } } }`;

const csv = (key: string) => ({
  body: new Blob([`sport_id,phrase_key,template_ids,selection_positions\n56,${key},41,1\n`], { type: 'text/csv' }),
  name: 'tooltips.csv',
});
const late = (delayMs: number) =>
  request(`${stack.emulatorUrl}/_dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'late', path: '/tooltips/import', times: 1, delayMs }),
  }).then((r) => r.body.dump());
const tennisKeys = async () =>
  (
    (await stack.gql('{ configurationTooltipSports(pageSize: 100) { items { sportId tooltips { phraseKey } } } }')).data
      .configurationTooltipSports.items as { sportId: string; tooltips: { phraseKey: string }[] }[]
  )
    .find((s) => s.sportId === '56')!
    .tooltips.map((t) => t.phraseKey);

type Entry = { operation: string; changes: { field: string; before: string | null; after: string | null }[] };
async function importEntries(count: number): Promise<Entry[]> {
  for (let tries = 0; ; tries++) {
    await stack.gateway.services.activity?.flush();
    const items = (await stack.gql(ACTIVITY, { filter: { operation: 'importSportTooltipsCsv' } })).data.activity.items as Entry[];
    if (items.length >= count || tries > 50) return items;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a long import', () => {
  it('has a write budget of its own: an answer past the read timeout still arrives, and Activity says what it changed', async () => {
    await late(600);
    const r = await stack.upload(IMPORT, { file: null }, 'variables.file', csv('tooltip_slow_but_fine'));
    expect(r.errors).toBeUndefined();
    expect(r.data.importSportTooltipsCsv).toEqual({ added: 1, updated: 0, userErrors: [] });
    const [entry] = await importEntries(1);
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'added', before: null, after: '1' },
        { field: 'updated', before: null, after: '0' },
      ]),
    );
  });

  it('says the import may have been applied, never "failed", when no answer comes, and Activity keeps it', async () => {
    await late(3000);
    const r = await stack.upload(IMPORT, { file: null }, 'variables.file', csv('tooltip_answer_lost'));
    expect(r.errors?.[0]).toMatchObject({
      message: 'The import may have been applied; check before retrying.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', outcome: 'UNKNOWN' },
    });
    // It was applied: a user told "failed" would have imported it twice.
    expect(await tennisKeys()).toContain('tooltip_answer_lost');
    const entries = await importEntries(2);
    expect(entries[0]!.changes).toContainEqual({ field: 'outcome', before: null, after: expect.stringMatching(/^unknown/) });
  });
});
