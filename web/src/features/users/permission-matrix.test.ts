import {
  accessOf,
  conflictRowOf,
  EMPTY_MATRIX,
  isDirty,
  levelOf,
  matrixEditorReducer,
  matrixChanges,
  matrixFromUser,
  toggleAccess,
  websitesWithAccess,
  type MatrixEditorState,
} from './permission-matrix';

const none = { read: false, write: false };
const read = { read: true, write: false };
const write = { read: true, write: true };

describe('toggleAccess', () => {
  it('ticking Write also ticks Read', () => {
    expect(toggleAccess(none, 'write', true)).toEqual(write);
  });

  it('unticking Read clears Write', () => {
    expect(toggleAccess(write, 'read', false)).toEqual(none);
  });

  it('unticking Write keeps Read', () => {
    expect(toggleAccess(write, 'write', false)).toEqual(read);
  });

  it('ticking Read leaves Write as it was', () => {
    expect(toggleAccess(none, 'read', true)).toEqual(read);
  });
});

describe('saved value mapping', () => {
  it('is WRITE if write, else READ if read, else NONE', () => {
    expect(levelOf(write)).toBe('WRITE');
    expect(levelOf(read)).toBe('READ');
    expect(levelOf(none)).toBe('NONE');
    expect(levelOf(undefined)).toBe('NONE');
  });

  it('reads stored levels back into checkboxes', () => {
    expect(accessOf('WRITE')).toEqual(write);
    expect(accessOf('READ')).toEqual(read);
    expect(accessOf('NONE')).toEqual(none);
  });

  it('starts unreadable (null) stored permissions with no access', () => {
    const matrix = matrixFromUser({ permissions: null, websitePermissions: null, helpPermissions: null });
    expect(Object.values(matrix.permissions).every((access) => levelOf(access) === 'NONE')).toBe(true);
    expect(levelOf(matrix.websites['1'])).toBe('NONE');
  });
});

describe('what a save sends', () => {
  const stored = matrixFromUser({
    permissions: [{ key: 'TRANSLATIONS_TRANSLATIONS', level: 'READ' }],
    websitePermissions: [
      { websiteId: '150', level: 'WRITE' },
      { websiteId: '280', level: 'READ' },
    ],
    helpPermissions: [{ websiteId: '250', level: 'READ' }],
  });
  const toggle = (
    state: MatrixEditorState,
    section: 'permissions' | 'websites' | 'help',
    id: string,
    right: 'read' | 'write',
    checked: boolean,
  ) => matrixEditorReducer(state, { type: 'toggle', section, id, right, checked });
  const loaded = matrixEditorReducer({ saved: EMPTY_MATRIX, current: EMPTY_MATRIX }, { type: 'load', matrix: stored });

  it('is only the levels the user changed: one tick on website 1 sends website 1 alone', () => {
    const edited = toggle(loaded, 'websites', '1', 'read', true);
    expect(matrixChanges(edited.saved, edited.current)).toEqual({
      permissions: [],
      websitePermissions: [{ websiteId: '1', level: 'READ' }],
      helpPermissions: [],
    });
  });

  it('sends NONE for a level taken away, and each changed key with its new level', () => {
    let edited = toggle(loaded, 'websites', '280', 'read', false);
    edited = toggle(edited, 'help', '250', 'write', true);
    edited = toggle(edited, 'permissions', 'HELP_HELP', 'write', true);
    expect(matrixChanges(edited.saved, edited.current)).toEqual({
      permissions: [{ key: 'HELP_HELP', level: 'WRITE' }],
      websitePermissions: [{ websiteId: '280', level: 'NONE' }],
      helpPermissions: [{ websiteId: '250', level: 'WRITE' }],
    });
  });

  it('sends nothing for a tick undone by hand', () => {
    const undone = toggle(toggle(loaded, 'websites', '7', 'write', true), 'websites', '7', 'read', false);
    expect(matrixChanges(undone.saved, undone.current)).toEqual({ permissions: [], websitePermissions: [], helpPermissions: [] });
  });

  it('lists the websites with a level, stored or ticked, by id; one unticked stays until saved', () => {
    expect(websitesWithAccess(loaded)).toEqual(['150', '250', '280']);
    const edited = toggle(toggle(loaded, 'help', '3', 'read', true), 'websites', '280', 'read', false);
    expect(websitesWithAccess(edited)).toEqual(['3', '150', '250', '280']);
    expect(websitesWithAccess(matrixEditorReducer(edited, { type: 'saved' }))).toEqual(['3', '150', '250']);
  });
});

describe('matrixEditorReducer', () => {
  const loaded: MatrixEditorState = matrixEditorReducer(
    { saved: EMPTY_MATRIX, current: EMPTY_MATRIX },
    {
      type: 'load',
      matrix: matrixFromUser({ permissions: [], websitePermissions: [], helpPermissions: [] }),
    },
  );

  it('is clean after loading', () => {
    expect(isDirty(loaded)).toBe(false);
  });

  it('any edit makes it dirty, and applies the Write → Read rule', () => {
    const edited = matrixEditorReducer(loaded, { type: 'toggle', section: 'websites', id: '7', right: 'write', checked: true });
    expect(edited.current.websites['7']).toEqual(write);
    expect(isDirty(edited)).toBe(true);
  });

  it('undoing the edit by hand makes it clean again', () => {
    const edited = matrixEditorReducer(loaded, { type: 'toggle', section: 'help', id: '7', right: 'read', checked: true });
    const undone = matrixEditorReducer(edited, { type: 'toggle', section: 'help', id: '7', right: 'read', checked: false });
    expect(isDirty(undone)).toBe(false);
  });

  it('saving makes it clean', () => {
    const edited = matrixEditorReducer(loaded, {
      type: 'toggle',
      section: 'permissions',
      id: 'HELP_HELP',
      right: 'read',
      checked: true,
    });
    const saved = matrixEditorReducer(edited, { type: 'saved' });
    expect(isDirty(saved)).toBe(false);
    expect(levelOf(saved.saved.permissions.HELP_HELP)).toBe('READ');
  });
});

describe('conflictRowOf', () => {
  const matrix = matrixFromUser({
    permissions: [{ key: 'HELP_HELP', level: 'WRITE' }],
    websitePermissions: [{ websiteId: '2', level: 'READ' }],
    helpPermissions: [],
  });
  const websites = (id: string) => (id === '2' ? 'Lucky Play' : null);

  it('names a conflicting row as the matrix shows it, with the level ticked on screen', () => {
    expect(conflictRowOf('permissions.HELP.HELP', matrix, websites)).toEqual({ label: 'HELP.HELP', yours: 'WRITE' });
    expect(conflictRowOf('websitePermissions.2', matrix, websites)).toEqual({ label: 'Lucky Play', yours: 'READ' });
    expect(conflictRowOf('helpPermissions.2', matrix, websites)).toEqual({ label: 'Help of Lucky Play', yours: 'NONE' });
  });

  it('leaves out what the matrix does not show', () => {
    expect(conflictRowOf('email', matrix, websites)).toBeNull();
  });

  it('names a website it has no name for by its id', () => {
    expect(conflictRowOf('websitePermissions.150', matrix, websites)).toEqual({ label: 'website 150', yours: 'NONE' });
  });
});
