// Emulator-only routes (the real upstream has none): outbox, reset, fault
// switches, token revocation, raw user writes and bulk words for benchmarks.
// No authentication.
import type { EmulatorDeps } from './deps';
import { FAULT_KINDS, type FaultInput } from './faults';
import { invalid, userNotFound } from './http/errors';
import { idParam, type Router } from './http/router';
import { toId, Validator } from './http/validation';
import { findUserByEmail, findUserById, publicUser, type StoreData } from './model';
import { hashPassword } from './passwords';
import { revokeTokens } from './sessions';
import type { StoreTables } from './store';

/** Fields PATCH /_dev/users/:id may overwrite, as given, without validation. */
const RAW_USER_FIELDS = ['email', 'role', 'isDeveloper', 'permissions', 'onlinePermissions', 'createdAt', 'activatedCodes'] as const;

const nonNegativeInt = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Most words one /_dev/seed-words call may add. */
const SEED_WORDS_MAX = 1_000_000;
const BENCH_SECTION = { key: 'bench', title: 'Bench' };

/** Adds `count` words, each with a phrase in one language, for export benchmarks. */
function seedWords(draft: StoreData, tables: StoreTables, count: number, languageId: number, sectionId: number | null) {
  let section =
    sectionId === null
      ? draft.sections.find((candidate) => candidate.key === BENCH_SECTION.key)
      : draft.sections.find((candidate) => candidate.id === sectionId);
  if (!section && sectionId !== null) throw invalid('sectionId', { exists: 'Section not found' });
  if (!draft.languages.some((language) => language.id === languageId)) throw invalid('languageId', { exists: 'Language not found' });
  if (!section) {
    section = { id: draft.nextIds.sections++, ...BENCH_SECTION };
    draft.sections.push(section);
  }
  const firstWordId = draft.nextIds.words;
  for (let n = 0; n < count; n++) {
    const wordId = draft.nextIds.words++;
    draft.words.push({ id: wordId, key: `bench_${wordId}`, sectionId: section.id });
    tables.phrases.insert({ id: draft.nextIds.translations++, wordId, languageId, phrase: `Bench phrase ${wordId}, "quoted"` });
  }
  return { created: count, sectionId: section.id, languageId, firstWordId, lastWordId: draft.nextIds.words - 1 };
}

export function registerDevRoutes(router: Router, { store, faults }: EmulatorDeps): void {
  const open = { isPublic: true };

  router.add('GET', '/_dev/outbox', () => ({ status: 200, body: store.read().outbox }), open);

  router.add(
    'POST',
    '/_dev/reset',
    async () => {
      await store.reset();
      faults.clear();
      return { status: 200, body: { message: 'Reset to the seed' } };
    },
    open,
  );

  router.add('GET', '/_dev/faults', () => ({ status: 200, body: faults.list() }), open);

  router.add(
    'POST',
    '/_dev/faults',
    ({ body }) => {
      const validator = new Validator(body);
      validator.isIn('kind', FAULT_KINDS);
      if (validator.has('path')) {
        validator.custom('path', typeof body.path === 'string' && body.path.startsWith('/'), 'matches', 'path must start with /');
      }
      if (validator.has('times')) {
        validator.custom('times', nonNegativeInt(body.times) && (body.times as number) > 0, 'min', 'times must be a positive integer');
      }
      if (validator.has('delayMs')) {
        validator.custom('delayMs', nonNegativeInt(body.delayMs), 'min', 'delayMs must be a non-negative integer');
      }
      validator.check();
      return { status: 201, body: faults.add(body as unknown as FaultInput) };
    },
    open,
  );

  router.add('DELETE', '/_dev/faults', () => ({ status: 200, body: { cleared: faults.clear() } }), open);

  router.add(
    'POST',
    '/_dev/revoke',
    async ({ body }) => {
      const email = typeof body.email === 'string' && body.email !== '' ? body.email : null;
      const revoked = await store.update((draft) => {
        if (email === null) return revokeTokens(draft);
        const user = findUserByEmail(draft, email);
        if (!user) throw userNotFound();
        return revokeTokens(draft, user.id);
      });
      return { status: 200, body: { revoked } };
    },
    open,
  );

  router.add(
    'PATCH',
    '/_dev/users/:id',
    async (ctx) => {
      const id = idParam(ctx);
      const { body } = ctx;
      const passwordHash = typeof body.password === 'string' ? await hashPassword(body.password) : null;
      const updated = await store.update((draft) => {
        const user = id === null ? undefined : findUserById(draft, id);
        if (!user) throw userNotFound();
        const raw = user as unknown as Record<string, unknown>;
        for (const field of RAW_USER_FIELDS) {
          if (body[field] !== undefined) raw[field] = body[field];
        }
        if (passwordHash) user.passwordHash = passwordHash;
        return publicUser(user);
      });
      return { status: 200, body: updated };
    },
    open,
  );

  router.add(
    'POST',
    '/_dev/seed-words',
    async ({ body }) => {
      const validator = new Validator(body);
      validator.custom(
        'count',
        Number.isInteger(body.count) && (body.count as number) >= 1 && (body.count as number) <= SEED_WORDS_MAX,
        'isInt',
        `count must be an integer from 1 to ${SEED_WORDS_MAX}`,
      );
      validator.id('languageId');
      if (body.sectionId !== undefined && body.sectionId !== null) validator.id('sectionId');
      validator.check();
      const sectionId = body.sectionId === undefined || body.sectionId === null ? null : toId(body.sectionId);
      const result = await store.update((draft, tables) =>
        seedWords(draft, tables, body.count as number, toId(body.languageId)!, sectionId),
      );
      return { status: 201, body: result };
    },
    open,
  );
}
