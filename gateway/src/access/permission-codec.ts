import { z } from 'zod';
import type { PermissionKey, PermissionLevel, Role } from '../generated/schema-types';
import { unpackJsonField } from '../upstream/json-string';
import type { UpstreamUser } from './upstream-user';

// Upstream users → GraphQL users. The upstream keeps permissions in one JSON
// *string* (`onlinePermissions`); it is unpacked here, lazily and once per
// user object, into the 11 keys plus per-website and per-website-help levels,
// and packed back on writes.

/** GraphQL key ↔ upstream `AREA.ITEM` name, in the spec's order. */
export const PERMISSION_NAMES: Record<PermissionKey, string> = {
  TRANSLATIONS_TRANSLATIONS: 'TRANSLATIONS.TRANSLATIONS',
  CONFIGURATION_TOOLTIPS: 'CONFIGURATION.TOOLTIPS',
  CONFIGURATION_BIG_JACKPOT: 'CONFIGURATION.BIG_JACKPOT',
  CONFIGURATION_IMG_ARENA: 'CONFIGURATION.IMG_ARENA',
  CONFIGURATION_ICONS: 'CONFIGURATION.ICONS',
  CONFIGURATION_GENERAL: 'CONFIGURATION.GENERAL',
  HELP_HELP: 'HELP.HELP',
  WEB_SITES_WEBSITES_CONFIGURATION: 'WEB_SITES.WEBSITES_CONFIGURATION',
  WEB_SITES_SEO_RULES: 'WEB_SITES.SEO_RULES',
  WEB_SITES_TOOLTIPS: 'WEB_SITES.TOOLTIPS',
  TERMINAL_PAYMENTS_TERMINAL_PAYMENTS: 'TERMINAL_PAYMENTS.TERMINAL_PAYMENTS',
};
export const PERMISSION_KEYS = Object.keys(PERMISSION_NAMES) as PermissionKey[];

export type PermissionLevels = Record<PermissionKey, PermissionLevel>;
/** websiteId → level; NONE entries are left out. */
export type WebsiteLevels = ReadonlyMap<string, PermissionLevel>;

/** Each part is `null` when that part of the upstream JSON is malformed. */
export interface UnpackedPermissions {
  permissions: PermissionLevels | null;
  websites: WebsiteLevels | null;
  help: WebsiteLevels | null;
}

const UpstreamLevel = z.enum(['read', 'write', '']).nullish();
type UpstreamLevelText = 'read' | 'write' | '';
const LevelRecord = z.record(z.string(), UpstreamLevel);

/**
 * The document inside `onlinePermissions`. Each part is checked on its own
 * (unpackKeys, unpackWebsites) so that one malformed part costs only that part.
 */
const OnlinePermissionsDocument = z.record(z.string(), z.unknown()).nullable();
const EMPTY_LEVELS: WebsiteLevels = new Map();

export function roleFromUpstream(role: 1 | 2): Role {
  return role === 1 ? 'ADMIN' : 'MANAGER';
}

export function roleToUpstream(role: Role): 1 | 2 {
  return role === 'ADMIN' ? 1 : 2;
}

export function levelFromUpstream(value: string | null | undefined): PermissionLevel {
  return value === 'write' ? 'WRITE' : value === 'read' ? 'READ' : 'NONE';
}

/** Saved value is write if write, else read if read, else empty (spec 000 §4). */
export function levelToUpstream(level: PermissionLevel): 'write' | 'read' | '' {
  return level === 'WRITE' ? 'write' : level === 'READ' ? 'read' : '';
}

export function noPermissions(): PermissionLevels {
  return allAt('NONE');
}

export function allAt(level: PermissionLevel): PermissionLevels {
  const out = {} as PermissionLevels;
  for (const key of PERMISSION_KEYS) out[key] = level;
  return out;
}

const unpacked = new WeakMap<object, UnpackedPermissions>();

/** Unpacks a user's `onlinePermissions` once per user object. */
export function permissionsOf(user: UpstreamUser): UnpackedPermissions {
  let result = unpacked.get(user);
  if (!result) {
    result = unpackOnlinePermissions(user.onlinePermissions);
    unpacked.set(user, result);
  }
  return result;
}

export function unpackOnlinePermissions(raw: unknown): UnpackedPermissions {
  if (raw === null || raw === undefined || raw === '') {
    return { permissions: noPermissions(), websites: EMPTY_LEVELS, help: EMPTY_LEVELS };
  }
  const unpacked = unpackJsonField(OnlinePermissionsDocument, raw);
  if (!unpacked.ok) return { permissions: null, websites: null, help: null };
  const d = unpacked.value;
  if (d === null) return { permissions: noPermissions(), websites: EMPTY_LEVELS, help: EMPTY_LEVELS };
  return {
    permissions: unpackKeys(d.permissions),
    websites: unpackWebsites(d.onlineWebsitePermissions),
    help: unpackWebsites(d.onlineHelpPermissions),
  };
}

function unpackKeys(value: unknown): PermissionLevels | null {
  if (value === undefined || value === null) return noPermissions();
  const parsed = LevelRecord.safeParse(value);
  if (!parsed.success) return null;
  const out = noPermissions();
  // Unknown names (areas this gateway does not know yet) are ignored.
  for (const key of PERMISSION_KEYS) out[key] = levelFromUpstream(parsed.data[PERMISSION_NAMES[key]]);
  return out;
}

function unpackWebsites(value: unknown): WebsiteLevels | null {
  if (value === undefined || value === null) return EMPTY_LEVELS;
  const parsed = LevelRecord.safeParse(value);
  if (!parsed.success) return null;
  const out = new Map<string, PermissionLevel>();
  for (const [websiteId, v] of Object.entries(parsed.data)) {
    const level = levelFromUpstream(v);
    if (level !== 'NONE') out.set(websiteId, level);
  }
  return out;
}

export interface PermissionChanges {
  permissions: ReadonlyArray<{ key: PermissionKey; level: PermissionLevel }>;
  websites: ReadonlyArray<{ websiteId: string; level: PermissionLevel }>;
  help: ReadonlyArray<{ websiteId: string; level: PermissionLevel }>;
}

/**
 * The upstream JSON string of a user's permissions with these changes applied (issue 40): keys,
 * websites and websites' help the changes leave out keep their level as stored, and so do names
 * and parts this gateway does not know. A NONE change takes a website's level away. A part that
 * cannot be read starts empty (the permission screen warns that saving replaces it). What is
 * written holds all 11 keys ('' for NONE) and no NONE website.
 */
export function mergeOnlinePermissions(stored: unknown, changes: PermissionChanges): string {
  const unpacked = stored === null || stored === undefined || stored === '' ? null : unpackJsonField(OnlinePermissionsDocument, stored);
  const document = unpacked?.ok && unpacked.value ? unpacked.value : {};
  const permissions = storedLevels(document.permissions);
  for (const key of PERMISSION_KEYS) permissions[PERMISSION_NAMES[key]] ??= '';
  for (const { key, level } of changes.permissions) permissions[PERMISSION_NAMES[key]] = levelToUpstream(level);
  return JSON.stringify({
    ...document,
    permissions,
    onlineWebsitePermissions: withWebsiteChanges(document.onlineWebsitePermissions, changes.websites),
    onlineHelpPermissions: withWebsiteChanges(document.onlineHelpPermissions, changes.help),
  });
}

/** A stored level record as written back: unreadable → empty, null levels → ''. */
function storedLevels(value: unknown): Record<string, UpstreamLevelText> {
  const parsed = LevelRecord.safeParse(value ?? {});
  if (!parsed.success) return {};
  return Object.fromEntries(Object.entries(parsed.data).map(([name, level]) => [name, level ?? '']));
}

function withWebsiteChanges(stored: unknown, changes: PermissionChanges['websites']): Record<string, UpstreamLevelText> {
  const levels = Object.fromEntries(Object.entries(storedLevels(stored)).filter(([, level]) => level !== ''));
  for (const { websiteId, level } of changes) {
    if (level === 'NONE') delete levels[websiteId];
    else levels[websiteId] = levelToUpstream(level);
  }
  return levels;
}

/** New users: Managers start with nothing, Admins with write on every key. */
export function initialOnlinePermissions(role: Role): string {
  const level: PermissionLevel = role === 'ADMIN' ? 'WRITE' : 'NONE';
  return mergeOnlinePermissions(null, { permissions: PERMISSION_KEYS.map((key) => ({ key, level })), websites: [], help: [] });
}

export function websiteLevelList(levels: WebsiteLevels): Array<{ websiteId: string; level: PermissionLevel }> {
  return Array.from(levels, ([websiteId, level]) => ({ websiteId, level }));
}
