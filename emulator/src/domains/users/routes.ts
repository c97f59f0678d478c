// Spec 000 §7 Users: list, read, create, update, delete, change password.
import type { EmulatorDeps } from '../../deps';
import { invalid, userNotFound } from '../../http/errors';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import { idParam, type RequestContext, type Router } from '../../http/router';
import { Validator, text } from '../../http/validation';
import { findUserByEmail, findUserById, publicUser, type Role, type StoreData, type UserRecord } from '../../model';
import { hashPassword, verifyPassword } from '../../passwords';
import { revokeTokens } from '../../sessions';

const SORT_COLUMNS = ['id', 'email', 'role', 'isDeveloper'] as const;
const ROLES = [1, 2] as const;

const duplicateEmail = () => invalid('email', { isUnique: 'User with this email already exists' });

function assertUniqueEmail(draft: StoreData, email: string, exceptId?: number): void {
  const other = findUserByEmail(draft, email);
  if (other && other.id !== exceptId) throw duplicateEmail();
}

/** Rules for the optional fields shared by create and update. */
function validateOptional(validator: Validator): void {
  if (validator.has('isDeveloper')) validator.boolean('isDeveloper');
  if (validator.has('onlinePermissions')) validator.jsonOrNull('onlinePermissions');
}

function userId(ctx: RequestContext): number {
  const id = idParam(ctx);
  if (id === null) throw userNotFound();
  return id;
}

export function registerUserRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/users', ({ query }) => {
    const list = parseListQuery(query, SORT_COLUMNS, 'id');
    const matching = store.read().users.filter((user) => user.email.toLowerCase().includes(list.term));
    const sorted = sortRows(matching, list.sortColumn, list.sortDirection);
    const page = paginate(sorted, list.page, list.limit);
    return { status: 200, body: { ...page, items: page.items.map(publicUser) } };
  });

  router.add('GET', '/users/:id', (ctx) => {
    const user = findUserById(store.read(), userId(ctx));
    if (!user) throw userNotFound();
    return { status: 200, body: publicUser(user) };
  });

  router.add('POST', '/user/create', async ({ body }) => {
    const validator = new Validator(body);
    validator.notEmpty('email').email('email');
    validator.notEmpty('password').minLength('password', 6);
    validator.isIn('role', ROLES);
    validateOptional(validator);
    validator.check();
    const email = String(body.email).trim();
    const passwordHash = await hashPassword(String(body.password));
    const created = await store.update((draft) => {
      assertUniqueEmail(draft, email);
      const user: UserRecord = {
        id: draft.nextIds.users++,
        email,
        role: body.role as Role,
        isDeveloper: body.isDeveloper === true,
        permissions: null,
        onlinePermissions: (body.onlinePermissions as string | null | undefined) ?? null,
        createdAt: new Date().toISOString(),
        passwordHash,
        activatedCodes: [],
        pendingCode: null,
      };
      draft.users.push(user);
      return publicUser(user);
    });
    return { status: 201, body: created };
  });

  router.add('PUT', '/user/:id', async (ctx) => {
    const { body } = ctx;
    const validator = new Validator(body);
    if (validator.has('email')) validator.notEmpty('email').email('email');
    if (validator.has('role')) validator.isIn('role', ROLES);
    validateOptional(validator);
    validator.check();
    const id = userId(ctx);
    const updated = await store.update((draft) => {
      const user = findUserById(draft, id);
      if (!user) throw userNotFound();
      if (body.email !== undefined) {
        const email = text(body.email).trim();
        assertUniqueEmail(draft, email, id);
        user.email = email;
      }
      if (body.role !== undefined) user.role = body.role as Role;
      if (body.isDeveloper !== undefined) user.isDeveloper = body.isDeveloper as boolean;
      if (body.onlinePermissions !== undefined) user.onlinePermissions = body.onlinePermissions as string | null;
      return publicUser(user);
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/user/:id', async (ctx) => {
    const id = userId(ctx);
    await store.update((draft) => {
      const index = draft.users.findIndex((user) => user.id === id);
      if (index < 0) throw userNotFound();
      draft.users.splice(index, 1);
      revokeTokens(draft, id);
    });
    return { status: 200, body: { id } };
  });

  router.add('POST', '/user/change-password', async ({ body, auth }) => {
    const validator = new Validator(body);
    validator.notEmpty('password').notEmpty('newPassword').notEmpty('newPasswordConfirmation');
    if (validator.has('newPassword') && body.newPassword !== '') validator.minLength('newPassword', 6);
    const confirmation = body.newPasswordConfirmation;
    if (confirmation !== undefined && confirmation !== null && confirmation !== '') {
      validator.custom('newPasswordConfirmation', confirmation === body.newPassword, 'matches', 'Must be same as password');
    }
    validator.check();
    // The id names whose password changes; without one it is the caller's.
    const rawId = body.id;
    const id = rawId === undefined || rawId === null || rawId === '' ? auth!.user.id : Number(rawId);
    const target = Number.isInteger(id) ? findUserById(store.read(), id) : undefined;
    if (!target) throw userNotFound();
    if (!(await verifyPassword(String(body.password), target.passwordHash))) {
      throw invalid('password', { matches: 'Current password is incorrect' });
    }
    const passwordHash = await hashPassword(String(body.newPassword));
    await store.update((draft) => {
      const user = findUserById(draft, id);
      if (!user) throw userNotFound();
      user.passwordHash = passwordHash;
    });
    return { status: 200, body: { message: 'Password changed' } };
  });
}
