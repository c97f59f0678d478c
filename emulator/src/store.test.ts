import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from './store';

// The emulator's file-backed store: what every test and `npm start` rely on to
// keep data across restarts and never half-write it.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'emulator-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const quiet = { warn: () => undefined };

describe('Store', () => {
  it('keeps a change across a restart', async () => {
    const first = new Store({ dataDir: dir, ...quiet });
    await first.update((draft) => {
      draft.languages.push({ id: 99, name: 'Italian', code: 'it' });
    });
    const second = new Store({ dataDir: dir, ...quiet });
    expect(second.read().languages.find((l) => l.id === 99)).toEqual({ id: 99, name: 'Italian', code: 'it' });
  });

  it('writes nothing when a change throws, and leaves no temporary file behind', async () => {
    const store = new Store({ dataDir: dir, ...quiet });
    const before = readFileSync(join(dir, 'store.json'), 'utf8');
    await expect(
      store.update((draft) => {
        draft.languages = [];
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(store.read().languages.length).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'store.json'), 'utf8')).toBe(before);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('applies concurrent changes one after the other, none lost', async () => {
    const store = new Store({ dataDir: dir, ...quiet });
    const start = store.read().languages.length;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.update((draft) => {
          draft.languages.push({ id: 1000 + i, name: `L${i}`, code: `l${i}` });
        }),
      ),
    );
    expect(new Store({ dataDir: dir, ...quiet }).read().languages.length).toBe(start + 20);
  });

  it('starts from the seed on reset, and from the seed (with a warning) when the file is unreadable', () => {
    const store = new Store({ dataDir: dir, ...quiet });
    const seeded = store.read().languages.length;
    writeFileSync(join(dir, 'store.json'), '{ not json');
    const warnings: string[] = [];
    const recovered = new Store({ dataDir: dir, warn: (line) => warnings.push(line) });
    expect(recovered.read().languages.length).toBe(seeded);
    expect(warnings.join('\n')).not.toBe('');
    expect(new Store({ dataDir: dir, reset: true, ...quiet }).read().languages.length).toBe(seeded);
  });
});
