// The Read/Write rules of the user permissions screen (spec §4), kept free of
// React so they can be tested on their own:
// - ticking Write also ticks Read; unticking Read clears Write;
// - the saved level is WRITE if write, else READ if read, else NONE;
// - any edit makes the screen dirty; saving (or reloading) makes it clean;
// - a save sends only the levels that changed (issue 40): the screen shows one page of
//   websites at a time, and the levels on the others must stay as they are stored.

export type Level = 'NONE' | 'READ' | 'WRITE';
export type Right = 'read' | 'write';
export type MatrixSection = 'permissions' | 'websites' | 'help';

/** A right as its checkbox names it ("Read website Star Bet"). */
export const RIGHT_WORD: Record<Right, string> = { read: 'Read', write: 'Write' };

export interface Access {
  read: boolean;
  write: boolean;
}

/**
 * Access per row id: permission key, or website id for the websites and help sections. The
 * website sections hold the websites with a stored level and those the user ticked; a website
 * not in them has no access.
 */
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
export function matrixFromUser(user: SavedLevels): PermissionMatrix {
  const byKey = new Map(user.permissions?.map((p) => [p.key, p.level]));
  const perWebsite = (levels: SavedLevels['websitePermissions']) =>
    Object.fromEntries((levels ?? []).map((p) => [p.websiteId, accessOf(p.level)]));
  return {
    permissions: Object.fromEntries(PERMISSION_ROWS.map(({ key }) => [key, accessOf(byKey.get(key))])),
    websites: perWebsite(user.websitePermissions),
    help: perWebsite(user.helpPermissions),
  };
}

/** The row ids of a section whose level differs between the two matrices. */
function changedIds(a: Record<string, Access>, b: Record<string, Access>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((id) => levelOf(a[id]) !== levelOf(b[id]));
}

/** What `updateUserPermissions` receives: the levels that differ from those loaded, NONE taking one away. */
export function matrixChanges(saved: PermissionMatrix, current: PermissionMatrix) {
  const perWebsite = (section: 'websites' | 'help') =>
    changedIds(saved[section], current[section]).map((websiteId) => ({ websiteId, level: levelOf(current[section][websiteId]) }));
  return {
    permissions: PERMISSION_ROWS.filter(({ key }) => levelOf(saved.permissions[key]) !== levelOf(current.permissions[key])).map(
      ({ key }) => ({ key, level: levelOf(current.permissions[key]) }),
    ),
    websitePermissions: perWebsite('websites'),
    helpPermissions: perWebsite('help'),
  };
}

/**
 * The websites with a level (on the website or its help) as stored or as ticked, by id: the
 * "With access" list. A website unticked since stays listed until the save, so its row does not
 * vanish under the pointer.
 */
export function websitesWithAccess({ saved, current }: MatrixEditorState): string[] {
  const ids = new Set<string>();
  for (const matrix of [saved, current]) {
    for (const section of [matrix.websites, matrix.help]) {
      for (const [id, access] of Object.entries(section)) if (levelOf(access) !== 'NONE') ids.add(id);
    }
  }
  return [...ids].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

const sectionEquals = (a: Record<string, Access>, b: Record<string, Access>) => changedIds(a, b).length === 0;

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
  nameOf: (websiteId: string) => string | null,
): { label: string; yours: Level } | null {
  const [section, ...rest] = field.split('.');
  const id = rest.join('.');
  const websiteName = () => nameOf(id) ?? `website ${id}`;
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
