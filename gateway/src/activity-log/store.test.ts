import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase, postgresTestUrl } from '../test/postgres';
import type { ActivityStore, NewActivityEntry } from './entry';
import { PostgresActivityStore } from './engines/postgres-store';
import { SqliteActivityStore } from './engines/sqlite-store';

// One contract, both engines: the embedded SQLite file always, PostgreSQL when npm test started one.

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 20, 12);

function entry(overrides: Partial<NewActivityEntry>): NewActivityEntry {
  return {
    at: T0,
    userId: '1',
    userEmail: 'admin@example.com',
    area: 'users',
    operation: 'updateUser',
    entityType: 'User',
    entityId: '2',
    entityLabel: 'manager@example.com',
    changes: [{ field: 'role', before: 'MANAGER', after: 'ADMIN' }],
    ...overrides,
  };
}

function contract(name: string, open: () => Promise<{ store: ActivityStore; reopen: () => ActivityStore }>) {
  describe(name, () => {
    let store: ActivityStore;
    let reopen: () => ActivityStore;
    beforeEach(async () => {
      ({ store, reopen } = await open());
      await store.append([
        entry({ at: T0 - 2 * DAY, operation: 'createUser', changes: [{ field: 'email', before: null, after: 'manager@example.com' }] }),
        entry({
          at: T0 - DAY,
          userEmail: 'developer@example.com',
          userId: '3',
          area: 'translations',
          operation: 'saveTranslation',
          entityType: 'Word',
          entityId: '7',
          entityLabel: 'sports.football',
        }),
        entry({ at: T0 }),
      ]);
    });
    afterEach(() => store.close());

    it('lists newest first with the changes as stored', async () => {
      const { items, total } = await store.list({}, 0, 25);
      expect(total).toBe(3);
      expect(items.map((e) => e.operation)).toEqual(['updateUser', 'saveTranslation', 'createUser']);
      expect(items[0]).toMatchObject({ at: T0, userEmail: 'admin@example.com', entityLabel: 'manager@example.com' });
      expect(items[0]!.changes).toEqual([{ field: 'role', before: 'MANAGER', after: 'ADMIN' }]);
      expect(typeof items[0]!.id).toBe('string');
    });

    it('filters by part of the email, area, operation, entity and dates, and pages', async () => {
      expect((await store.list({ user: 'DEVELOPER@' }, 0, 25)).items.map((e) => e.entityId)).toEqual(['7']);
      expect((await store.list({ user: '%' }, 0, 25)).total).toBe(0);
      expect((await store.list({ area: 'users' }, 0, 25)).total).toBe(2);
      expect((await store.list({ operation: 'createUser' }, 0, 25)).total).toBe(1);
      expect((await store.list({ entityType: 'User', entityId: '2' }, 0, 25)).total).toBe(2);
      expect((await store.list({ from: T0 - DAY, to: T0 }, 0, 25)).items.map((e) => e.operation)).toEqual(['saveTranslation']);
      const page2 = await store.list({}, 1, 1);
      expect(page2).toMatchObject({ total: 3, items: [expect.objectContaining({ operation: 'saveTranslation' })] });
    });

    it('finds the rows of one bulk action by its batch, each keeping it', async () => {
      await store.append([
        entry({ at: T0 + 1, batch: '1:bulk-a', entityId: '8' }),
        entry({ at: T0 + 2, batch: '1:bulk-a', entityId: '9' }),
      ]);
      const { items, total } = await store.list({ batch: '1:bulk-a' }, 0, 25);
      expect(total).toBe(2);
      expect(items.map((e) => [e.entityId, e.batch])).toEqual([
        ['9', '1:bulk-a'],
        ['8', '1:bulk-a'],
      ]);
      expect((await store.list({ batch: '1:bulk-b' }, 0, 25)).total).toBe(0);
    });

    it('finds the entries putting back one entry by the entry they name, whatever record they wrote', async () => {
      await store.append([
        entry({ at: T0 + 1, operation: 'createUser', entityId: '12', changes: [{ field: 'restores', before: null, after: '2' }] }),
        entry({ at: T0 + 2, operation: 'updateUser', entityId: '2', changes: [{ field: 'reverts', before: null, after: '3' }] }),
      ]);
      expect((await store.list({ reverts: '2' }, 0, 25)).items.map((e) => [e.operation, e.entityId])).toEqual([['createUser', '12']]);
      expect((await store.list({ reverts: '3' }, 0, 25)).total).toBe(1);
      expect((await store.list({ reverts: '1' }, 0, 25)).total).toBe(0);
    });

    it('names the stored areas and prunes past the retention', async () => {
      expect(await store.areas()).toEqual(['translations', 'users']);
      expect(await store.prune(T0 - DAY)).toBe(1);
      expect((await store.list({}, 0, 25)).total).toBe(2);
    });

    it('keeps its entries and applies each migration once when opened again', async () => {
      await store.close();
      store = reopen();
      expect((await store.list({}, 0, 25)).total).toBe(3);
    });
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'activity-store-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
contract('SQLite', async () => {
  const file = path.join(dir, `activity-${++files}.sqlite`);
  return { store: new SqliteActivityStore(file), reopen: () => new SqliteActivityStore(file) };
});

const withPostgres = postgresTestUrl() ? contract : (name: string) => describe.skip(name, () => it('needs TEST_DATABASE_URL', () => {}));
let databases = 0;
withPostgres('PostgreSQL', async () => {
  const url = await freshDatabase(`activity_store_${process.pid}_${++databases}`);
  return { store: new PostgresActivityStore(url), reopen: () => new PostgresActivityStore(url) };
});
