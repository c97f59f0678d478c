import type { PermissionKey, PermissionLevel, Role } from '../generated/schema-types';
import { forbidden } from '../errors';
import type { PermissionLevels, WebsiteLevels } from './permission-codec';

// Spec 000 §6 in one place. Viewer booleans, User.viewerCan* fields and every
// mutation guard call these functions, so what the UI shows and what the
// gateway enforces cannot drift apart.

export interface Principal {
  id: string;
  role: Role;
  isDeveloper: boolean;
  permissions: PermissionLevels;
  websites: WebsiteLevels;
  help: WebsiteLevels;
}

/** The part of a user the user-management rules look at. */
export interface UserTarget {
  id: string;
  role: Role;
}

const CONFIGURATION_KEYS: PermissionKey[] = [
  'CONFIGURATION_TOOLTIPS',
  'CONFIGURATION_BIG_JACKPOT',
  'CONFIGURATION_IMG_ARENA',
  'CONFIGURATION_ICONS',
  'CONFIGURATION_GENERAL',
];

export const canReadLevel = (level: PermissionLevel) => level !== 'NONE';
export const canWriteLevel = (level: PermissionLevel) => level === 'WRITE';

/** Admin is role 1; the developer flag also counts as admin. */
export function isAdmin(p: Principal): boolean {
  return p.role === 'ADMIN' || p.isDeveloper;
}

/** Admins and developers read and write everything. */
export function permissionLevel(p: Principal, key: PermissionKey): PermissionLevel {
  return isAdmin(p) ? 'WRITE' : p.permissions[key];
}

export function websiteLevel(p: Principal, websiteId: string): PermissionLevel {
  return isAdmin(p) ? 'WRITE' : (p.websites.get(websiteId) ?? 'NONE');
}

export function helpLevel(p: Principal, websiteId: string): PermissionLevel {
  return isAdmin(p) ? 'WRITE' : (p.help.get(websiteId) ?? 'NONE');
}

export const canReadUsers = isAdmin;
export const canReadOrganisation = isAdmin;
export const canReadTrending = isAdmin;
export const canReadActivity = isAdmin;
export const canCreateWebsites = isAdmin;

/** Read on a permission key (admins and developers read every key). */
export const canReadKey = (p: Principal, key: PermissionKey) => canReadLevel(permissionLevel(p, key));

export function canReadConfigurationSetup(p: Principal): boolean {
  return p.isDeveloper;
}

export function canReadTranslations(p: Principal): boolean {
  return canReadLevel(permissionLevel(p, 'TRANSLATIONS_TRANSLATIONS'));
}

export function canWriteTranslations(p: Principal): boolean {
  return canWriteLevel(permissionLevel(p, 'TRANSLATIONS_TRANSLATIONS'));
}

export function canReadConfigurations(p: Principal): boolean {
  return CONFIGURATION_KEYS.some((key) => canReadLevel(permissionLevel(p, key)));
}

export function canReadHelp(p: Principal): boolean {
  return canReadLevel(permissionLevel(p, 'HELP_HELP'));
}

export function canReadTerminalPayments(p: Principal): boolean {
  return canReadLevel(permissionLevel(p, 'TERMINAL_PAYMENTS_TERMINAL_PAYMENTS'));
}

/** Websites list: at least one website readable. */
export function canReadWebsites(p: Principal): boolean {
  if (isAdmin(p)) return true;
  for (const level of p.websites.values()) if (canReadLevel(level)) return true;
  return false;
}

export function canReadWebsite(p: Principal, websiteId: string): boolean {
  return canReadLevel(websiteLevel(p, websiteId));
}

export function canWriteAnyWebsite(p: Principal): boolean {
  if (isAdmin(p)) return true;
  for (const level of p.websites.values()) if (canWriteLevel(level)) return true;
  return false;
}

export function canWriteWebsite(p: Principal, websiteId: string): boolean {
  return canWriteLevel(websiteLevel(p, websiteId));
}

// Users (spec 000 §6: "Only admins can delete users (not themselves) and edit
// Manager users (not themselves)"; §5: "An Admin cannot change their own role").
// Reading taken: editing means changing email, role or permissions, and its
// target must be a Manager other than the viewer. So an Admin editing another
// Admin is FORBIDDEN as well; deleting another Admin is allowed.

export function canEditUser(p: Principal, target: UserTarget): boolean {
  return isAdmin(p) && target.id !== p.id && target.role === 'MANAGER';
}

export function canDeleteUser(p: Principal, target: { id: string }): boolean {
  return isAdmin(p) && target.id !== p.id;
}

export function canChangeRole(p: Principal, target: UserTarget): boolean {
  return canEditUser(p, target);
}

// Guards: the one way a resolver or route refuses, FORBIDDEN with the reason,
// before any upstream call. `can*` above answer the Viewer booleans; every
// guard below is `assertCan*(viewer, …)` built on them, so the rule is written
// once and said the same in the UI and in the gateway.

function demand(allowed: boolean, message?: string): void {
  if (!allowed) throw forbidden(message);
}

export const assertCanReadOrganisation = (p: Principal) =>
  demand(canReadOrganisation(p), 'Only admins and developers can manage the organisation.');
export const assertCanReadActivity = (p: Principal) => demand(canReadActivity(p), 'Only admins and developers can see the activity.');
export const assertCanReadTranslations = (p: Principal) => demand(canReadTranslations(p), 'You cannot read translations.');
export const assertCanWriteTranslations = (p: Principal) => demand(canWriteTranslations(p), 'You cannot change translations.');
/** The translation modal's pickers: translators, and website editors choosing exceptions' languages. */
export const assertCanReadTranslationsOrWebsites = (p: Principal) => demand(canReadTranslations(p) || canReadWebsites(p));
export const assertCanCreateWebsites = (p: Principal) => demand(canCreateWebsites(p), 'Only admins can add websites.');
export const assertCanWriteWebsite = (p: Principal, websiteId: string, action: 'edit' | 'delete') =>
  demand(canWriteWebsite(p, websiteId), `You cannot ${action} this website.`);
/** The website form's betshop picker: whoever may create or edit a website. */
export const assertCanPickBetshops = (p: Principal) => demand(isAdmin(p) || canWriteAnyWebsite(p));
export const assertIsAdmin = (p: Principal) => demand(isAdmin(p), 'Only admins can do this.');
/** The sport tooltips list: read on tooltips, and some website to show them on. */
export const assertCanReadTooltipSports = (p: Principal) =>
  demand(canReadLevel(permissionLevel(p, 'WEB_SITES_TOOLTIPS')) && canReadWebsites(p), 'You cannot read tooltips.');
/** Read on a permission key regardless of website (lists that are not per website). */
export const assertCanReadKey = (p: Principal, key: PermissionKey, message: string) =>
  demand(canReadLevel(permissionLevel(p, key)), message);
/** Write on a permission key regardless of website (the Configurations screen's tabs). */
export const assertCanWriteKey = (p: Principal, key: PermissionKey, message: string) =>
  demand(canWriteLevel(permissionLevel(p, key)), message);
/** Developer-only data: custom pages, casino categories, help links, configuration setup. */
export const assertIsDeveloper = (p: Principal) => demand(p.isDeveloper, 'Only developers can do this.');

export function assertCanManageUsers(p: Principal): void {
  if (!isAdmin(p)) throw forbidden('Only admins can manage users.');
}

/** The checks that need nothing but the target's id (so no upstream call). */
export function assertCanEditUserId(p: Principal, targetId: string, newRole?: Role): void {
  assertCanManageUsers(p);
  if (targetId !== p.id) return;
  if (newRole !== undefined && newRole !== p.role) throw forbidden('You cannot change your own role.');
  throw forbidden('You cannot edit your own account here.');
}

export function assertCanEditUser(p: Principal, target: UserTarget, newRole?: Role): void {
  assertCanEditUserId(p, target.id, newRole);
  if (target.role !== 'MANAGER') throw forbidden('Only Manager users can be edited.');
}

export function assertCanDeleteUser(p: Principal, targetId: string): void {
  assertCanManageUsers(p);
  if (targetId === p.id) throw forbidden('You cannot delete yourself.');
}

// Website areas (spec 001 §6): configuration tabs, SEO rules and tooltips of one
// website. The level is the lower of the area key's level and the viewer's
// level on that website, so a READ website caps a WRITE key and vice versa.

export type WebsiteAreaKey = 'WEB_SITES_WEBSITES_CONFIGURATION' | 'WEB_SITES_SEO_RULES' | 'WEB_SITES_TOOLTIPS';

const LEVEL_RANK: Record<PermissionLevel, number> = { NONE: 0, READ: 1, WRITE: 2 };

function lowerLevel(a: PermissionLevel, b: PermissionLevel): PermissionLevel {
  return LEVEL_RANK[a] <= LEVEL_RANK[b] ? a : b;
}

export function websiteAreaLevel(p: Principal, key: WebsiteAreaKey, websiteId: string): PermissionLevel {
  return lowerLevel(permissionLevel(p, key), websiteLevel(p, websiteId));
}

const AREA_NAMES: Record<WebsiteAreaKey, string> = {
  WEB_SITES_WEBSITES_CONFIGURATION: 'the configuration',
  WEB_SITES_SEO_RULES: 'the SEO rules',
  WEB_SITES_TOOLTIPS: 'the tooltips',
};

export function assertCanReadWebsiteArea(p: Principal, key: WebsiteAreaKey, websiteId: string): void {
  if (!canReadLevel(websiteAreaLevel(p, key, websiteId))) {
    throw forbidden(`You cannot read ${AREA_NAMES[key]} of this website.`);
  }
}

export function assertCanWriteWebsiteArea(p: Principal, key: WebsiteAreaKey, websiteId: string): void {
  if (!canWriteLevel(websiteAreaLevel(p, key, websiteId))) {
    throw forbidden(`You cannot change ${AREA_NAMES[key]} of this website.`);
  }
}
