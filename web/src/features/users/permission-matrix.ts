// The Read/Write rules of the user permissions screen (spec §4), kept free of
// React so they can be tested on their own:
// - ticking Write also ticks Read; unticking Read clears Write;
// - the saved level is WRITE if write, else READ if read, else NONE;
// - any edit makes the screen dirty; saving (or reloading) makes it clean.

export type Level = 'NONE' | 'READ' | 'WRITE';
export type Right = 'read' | 'write';
export type MatrixSection = 'permissions' | 'websites' | 'help';

export interface Access {
  read: boolean;
  write: boolean;
}

/** Access per row id: permission key, or website id for the websites and help sections. */
export type PermissionMatrix = Record<MatrixSection, Record<string, Access>>;

/** The 11 permission keys in spec order, with their upstream `AREA.ITEM` names. */
export const PERMISSION_ROWS = [
  { key: 'TRANSLATIONS_TRANSLATIONS', name: 'TRANSLATIONS.TRANSLATIONS' },
  { key: 'CONFIGURATION_TOOLTIPS', name: 'CONFIGURATION.TOOLTIPS' },
  { key: 'CONFIGURATION_BIG_JACKPOT', name: 'CONFIGURATION.BIG_JACKPOT' },
  { key: 'CONFIGURATION_IMG_ARENA', name: 'CONFIGURATION.IMG_ARENA' },
  { key: 'CONFIGURATION_ICONS', name: 'CONFIGURATION.ICONS' },
  { key: 'CONFIGURATION_GENERAL', name: 'CONFIGURATION.GENERAL' },
  { key: 'HELP_HELP', name: 'HELP.HELP' },
  { key: 'WEB_SITES_WEBSITES_CONFIGURATION', name: 'WEB_SITES.WEBSITES_CONFIGURATION' },
  { key: 'WEB_SITES_SEO_RULES', name: 'WEB_SITES.SEO_RULES' },
  { key: 'WEB_SITES_TOOLTIPS', name: 'WEB_SITES.TOOLTIPS' },
  { key: 'TERMINAL_PAYMENTS_TERMINAL_PAYMENTS', name: 'TERMINAL_PAYMENTS.TERMINAL_PAYMENTS' },
] as const;

export type PermissionKey = (typeof PERMISSION_ROWS)[number]['key'];

const NO_ACCESS: Access = { read: false, write: false };

export function toggleAccess(access: Access, right: Right, checked: boolean): Access {
  if (right === 'write') return checked ? { read: true, write: true } : { ...access, write: false };
  return checked ? { ...access, read: true } : { read: false, write: false };
}

export function levelOf(access: Access | undefined): Level {
  if (access?.write) return 'WRITE';
  return access?.read ? 'READ' : 'NONE';
}

export function accessOf(level: Level | undefined): Access {
  return { read: level === 'READ' || level === 'WRITE', write: level === 'WRITE' };
}

interface SavedLevels {
  permissions: readonly { key: string; level: Level }[] | null;
  websitePermissions: readonly { websiteId: string; level: Level }[] | null;
  helpPermissions: readonly { websiteId: string; level: Level }[] | null;
}

/** The matrix for a user as stored; unreadable (null) parts start with no access. */
export function matrixFromUser(user: SavedLevels, websiteIds: readonly string[]): PermissionMatrix {
  const byKey = new Map(user.permissions?.map((p) => [p.key, p.level]));
  const byWebsite = new Map(user.websitePermissions?.map((p) => [p.websiteId, p.level]));
  const byHelp = new Map(user.helpPermissions?.map((p) => [p.websiteId, p.level]));
  return {
    permissions: Object.fromEntries(PERMISSION_ROWS.map(({ key }) => [key, accessOf(byKey.get(key))])),
    websites: Object.fromEntries(websiteIds.map((id) => [id, accessOf(byWebsite.get(id))])),
    help: Object.fromEntries(websiteIds.map((id) => [id, accessOf(byHelp.get(id))])),
  };
}

/** What `updateUserPermissions` receives: every key; websites and help without NONE entries. */
export function matrixToInput(matrix: PermissionMatrix) {
  const perWebsite = (section: Record<string, Access>) =>
    Object.entries(section)
      .map(([websiteId, access]) => ({ websiteId, level: levelOf(access) }))
      .filter((entry) => entry.level !== 'NONE');
  return {
    permissions: PERMISSION_ROWS.map(({ key }) => ({ key, level: levelOf(matrix.permissions[key]) })),
    websitePermissions: perWebsite(matrix.websites),
    helpPermissions: perWebsite(matrix.help),
  };
}

function sectionEquals(a: Record<string, Access>, b: Record<string, Access>): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...ids].every((id) => levelOf(a[id]) === levelOf(b[id]));
}

export function matrixEquals(a: PermissionMatrix, b: PermissionMatrix): boolean {
  return sectionEquals(a.permissions, b.permissions) && sectionEquals(a.websites, b.websites) && sectionEquals(a.help, b.help);
}

export interface MatrixEditorState {
  /** As last loaded or saved. */
  saved: PermissionMatrix;
  /** As on screen. */
  current: PermissionMatrix;
}

export type MatrixEditorAction =
  | { type: 'load'; matrix: PermissionMatrix }
  | { type: 'toggle'; section: MatrixSection; id: string; right: Right; checked: boolean }
  | { type: 'saved' }
  /** Someone else's levels, taken into both the loaded and the on-screen matrix (a merged conflict). */
  | { type: 'adopt'; fields: readonly { name: string; theirs: string | null }[] };

export const EMPTY_MATRIX: PermissionMatrix = { permissions: {}, websites: {}, help: {} };

export function matrixEditorReducer(state: MatrixEditorState, action: MatrixEditorAction): MatrixEditorState {
  switch (action.type) {
    case 'load':
      return { saved: action.matrix, current: action.matrix };
    case 'toggle': {
      const section = state.current[action.section];
      const next = toggleAccess(section[action.id] ?? NO_ACCESS, action.right, action.checked);
      return { ...state, current: { ...state.current, [action.section]: { ...section, [action.id]: next } } };
    }
    case 'saved':
      return { ...state, saved: state.current };
    case 'adopt':
      return { saved: adoptLevels(state.saved, action.fields), current: adoptLevels(state.current, action.fields) };
  }
}

export function isDirty(state: MatrixEditorState): boolean {
  return !matrixEquals(state.saved, state.current);
}

/**
 * A conflict's field (`permissions.HELP.HELP`, `websitePermissions.2`, `helpPermissions.2`, as the
 * gateway names them) as the matrix shows it: its row's name and the level ticked on screen.
 */
export function conflictRowOf(
  field: string,
  matrix: PermissionMatrix,
  websites: readonly { id: string; name: string }[],
): { label: string; yours: Level } | null {
  const [section, ...rest] = field.split('.');
  const id = rest.join('.');
  const websiteName = () => websites.find((w) => w.id === id)?.name ?? `website ${id}`;
  if (section === 'permissions') {
    const row = PERMISSION_ROWS.find((r) => r.name === id);
    return row ? { label: row.name, yours: levelOf(matrix.permissions[row.key]) } : null;
  }
  if (section === 'websitePermissions') return { label: websiteName(), yours: levelOf(matrix.websites[id]) };
  if (section === 'helpPermissions') return { label: `Help of ${websiteName()}`, yours: levelOf(matrix.help[id]) };
  return null;
}

/** Where a conflict's field lives in the matrix: `permissions.HELP.HELP` → permissions / HELP_HELP. */
function cellOf(field: string): { section: MatrixSection; id: string } | null {
  const [section, ...rest] = field.split('.');
  const id = rest.join('.');
  if (section === 'permissions') {
    const row = PERMISSION_ROWS.find((r) => r.name === id);
    return row ? { section: 'permissions', id: row.key } : null;
  }
  if (section === 'websitePermissions') return { section: 'websites', id };
  if (section === 'helpPermissions') return { section: 'help', id };
  return null;
}

/** The matrix with these fields at their levels (a level the gateway left out is NONE). */
export function adoptLevels(matrix: PermissionMatrix, fields: readonly { name: string; theirs: string | null }[]): PermissionMatrix {
  const next: PermissionMatrix = { permissions: { ...matrix.permissions }, websites: { ...matrix.websites }, help: { ...matrix.help } };
  for (const field of fields) {
    const cell = cellOf(field.name);
    if (cell) next[cell.section][cell.id] = accessOf((field.theirs ?? 'NONE') as Level);
  }
  return next;
}
