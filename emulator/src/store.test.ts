import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Store } from './store';
import { seedData } from './datasets/demo';

// The emulator's SQLite store: what every test and `npm start` rely on to keep data across
// restarts, never half-write it, and write only what a change changed.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'emulator-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const quiet = { warn: () => undefined, log: () => undefined };
const open = (options: Partial<ConstructorParameters<typeof Store>[0]> = {}) => new Store({ dataDir: dir, ...quiet, ...options });

/** Every row of the store file, as `table/collection/key → content`. */
function rowsOnDisk(): Map<string, string> {
  const db: DatabaseSync = new (process.getBuiltinModule('node:sqlite').DatabaseSync)(join(dir, 'store.sqlite'), { readOnly: true });
  try {
    const rows = new Map<string, string>();
    for (const row of db.prepare('SELECT collection, key, seq, json FROM records').all()) {
      rows.set(`records/${String(row.collection)}/${String(row.key)}`, `${String(row.seq)} ${String(row.json)}`);
    }
    for (const row of db.prepare('SELECT id, word_id, language_id, phrase FROM phrases').all()) {
      rows.set(`phrases/${String(row.id)}`, JSON.stringify(row));
    }
    for (const row of db.prepare('SELECT id, word_id, language_id, website_id, phrase FROM word_exceptions').all()) {
      rows.set(`word_exceptions/${String(row.id)}`, JSON.stringify(row));
    }
    return rows;
  } finally {
    db.close();
  }
}

function changedRows(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key)).sort();
}

describe('Store', () => {
  it('keeps a change across a restart, phrases included', async () => {
    const first = open();
    await first.update((draft, tables) => {
      draft.languages.push({ id: 99, name: 'Italian', code: 'it' });
      tables.phrases.insert({ id: 5000, wordId: 1, languageId: 99, phrase: 'Conto' });
    });
    first.close();
    const second = open();
    expect(second.read().languages.find((l) => l.id === 99)).toEqual({ id: 99, name: 'Italian', code: 'it' });
    expect(second.tables.phrases.ofWord(1).map((p) => p.phrase)).toContain('Conto');
    second.close();
  });

  it('writes only the rows a change changed: a website save writes that website', async () => {
    const store = open();
    const before = rowsOnDisk();
    await store.update((draft) => {
      draft.websites.find((website) => website.id === 3)!.name = 'Golden Goal Plus';
      // Read, not changed: not written.
      expect(draft.users.length).toBeGreaterThan(0);
    });
    expect(changedRows(before, rowsOnDisk())).toEqual(['records/websites/3']);
    store.close();
  });

  it('writes nothing when a change throws, in memory or on disk, SQL tables included', async () => {
    const store = open();
    const before = rowsOnDisk();
    const languages = store.read().languages;
    await expect(
      store.update((draft, tables) => {
        draft.languages = [];
        draft.users[0]!.email = 'changed@example.com';
        tables.phrases.insert({ id: 5001, wordId: 1, languageId: 1, phrase: 'Half a change' });
        tables.exceptions.removeOfWebsite(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(store.read().languages).toBe(languages);
    expect(store.read().users[0]!.email).toBe('admin@example.com');
    expect(changedRows(before, rowsOnDisk())).toEqual([]);
    expect(store.tables.phrases.ofWord(1).map((p) => p.phrase)).not.toContain('Half a change');
    store.close();
  });

  it('refuses SQL table writes outside a change', () => {
    const store = open({ inMemory: true });
    expect(() => store.tables.phrases.insert({ id: 5002, wordId: 1, languageId: 1, phrase: 'Loose' })).toThrow(/only inside store.update/);
    store.close();
  });

  it('applies concurrent changes one after the other, none lost', async () => {
    const store = open();
    const start = store.read().languages.length;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.update((draft) => {
          draft.languages.push({ id: 1000 + i, name: `L${i}`, code: `l${i}` });
        }),
      ),
    );
    store.close();
    const again = open();
    expect(again.read().languages.length).toBe(start + 20);
    again.close();
  });

  it('keeps the order of a list and an emptied list across a restart', async () => {
    const store = open();
    await store.update((draft) => {
      draft.helpLinks = [];
      draft.sections.unshift({ id: 77, key: 'first', title: 'First' });
      const [a, b] = [draft.iconLinks[0]!, draft.iconLinks[1]!];
      draft.iconLinks.splice(0, 2, b, a);
    });
    const expected = store.read();
    store.close();
    const again = open();
    expect(again.read().helpLinks).toEqual([]);
    expect(again.read().sections.map((s) => s.id)).toEqual(expected.sections.map((s) => s.id));
    expect(again.read().iconLinks.map((i) => i.id)).toEqual(expected.iconLinks.map((i) => i.id));
    again.close();
  });

  it('starts from the seed on reset, and from the seed (with a warning) when the file is unreadable', async () => {
    const store = open();
    const seeded = store.read().languages.length;
    await store.update((draft) => {
      draft.languages.push({ id: 99, name: 'Italian', code: 'it' });
    });
    store.close();
    const reset = open({ reset: true });
    expect(reset.read().languages.length).toBe(seeded);
    reset.close();
    writeFileSync(join(dir, 'store.sqlite'), 'not a database');
    rmSync(join(dir, 'store.sqlite-wal'), { force: true });
    const warnings: string[] = [];
    const recovered = open({ warn: (line) => warnings.push(line) });
    expect(recovered.read().languages.length).toBe(seeded);
    expect(warnings.join('\n')).toMatch(/could not be read .* moved it to .*store\.sqlite\.corrupt-\d+ and started from the seed/);
    expect(readdirSync(dir).some((name) => /^store\.sqlite\.corrupt-\d+$/.test(name))).toBe(true);
    recovered.close();
  });

  it('imports the store.json of an older emulator once, phrases and exceptions included, and keeps the file aside', () => {
    const legacy = {
      ...seedData(),
      languages: [...seedData().languages, { id: 9, name: 'Italian', code: 'it' }],
      translations: [{ id: 1, wordId: 1, languageId: 9, phrase: 'Conto' }],
      exceptions: [{ id: 1, wordId: 1, languageId: 9, websiteId: 2, phrase: 'Conto Lucky' }],
    };
    writeFileSync(join(dir, 'store.json'), JSON.stringify(legacy));
    const logs: string[] = [];
    const store = open({ log: (line) => logs.push(line) });
    expect(store.read().languages.map((l) => l.code)).toContain('it');
    expect(store.tables.phrases.ofWord(1)).toEqual([expect.objectContaining({ languageId: 9, phrase: 'Conto' })]);
    expect(store.tables.exceptions.ofWord(1)).toEqual([expect.objectContaining({ websiteId: 2, phrase: 'Conto Lucky' })]);
    expect(store.volume).toBe('demo');
    expect(existsSync(join(dir, 'store.json'))).toBe(false);
    expect(readdirSync(dir).some((name) => /^store\.json\.imported-\d+$/.test(name))).toBe(true);
    expect(logs.join('\n')).toMatch(/imported .*store\.json .* into store\.sqlite/);
    store.close();
  });

  it('moves an unreadable store.json aside and starts from the seed', () => {
    writeFileSync(join(dir, 'store.json'), '{ not json');
    const warnings: string[] = [];
    const store = open({ warn: (line) => warnings.push(line) });
    expect(store.read().languages.length).toBe(seedData().languages.length);
    expect(warnings.join('\n')).toMatch(/store\.json could not be read/);
    store.close();
  });

  it('says so when the data was seeded at another volume than the one asked for, and serves it as it is', () => {
    open().close();
    const warnings: string[] = [];
    const store = open({ volume: 'operator', warn: (line) => warnings.push(line) });
    expect(store.volume).toBe('demo');
    expect(store.read().websites.length).toBe(5);
    expect(warnings.join('\n')).toMatch(/holds the demo volume, not the operator volume .* EMULATOR_RESET=1/);
    store.close();
  });
});
