import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainRecords } from './domain-collection';
import { Store } from './store';

// A generated domain's records: seeded without a migration, kept across restarts, ids never reused.

interface Note {
  id: number;
  name: string;
}

const notes = domainRecords<Note>('notes', () => [{ id: 1, name: 'first' }]);

describe('domain collections', () => {
  it('reads the seed until the first write, then keeps what was written', async () => {
    const store = new Store({ inMemory: true });
    expect(notes.list(store.read())).toEqual([{ id: 1, name: 'first' }]);
    await store.update((draft) => {
      const collection = notes.draft(draft);
      collection.items.push({ id: collection.nextId(), name: 'second' });
    });
    expect(notes.list(store.read()).map((note) => `${note.id}:${note.name}`)).toEqual(['1:first', '2:second']);
  });

  it('does not reuse an id after a delete', async () => {
    const store = new Store({ inMemory: true });
    await store.update((draft) => {
      const collection = notes.draft(draft);
      collection.items.push({ id: collection.nextId(), name: 'second' });
      collection.items.splice(1, 1);
    });
    const id = await store.update((draft) => notes.draft(draft).nextId());
    expect(id).toBe(3);
  });

  it('survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'domain-collection-'));
    try {
      const first = new Store({ dataDir, warn: () => undefined });
      await first.update((draft) => {
        const collection = notes.draft(draft);
        collection.items.push({ id: collection.nextId(), name: 'kept' });
      });
      await first.flush();
      const second = new Store({ dataDir, warn: () => undefined });
      expect(notes.list(second.read()).map((note) => note.name)).toEqual(['first', 'kept']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
