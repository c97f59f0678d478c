import {
  accessOf,
  conflictRowOf,
  EMPTY_MATRIX,
  isDirty,
  levelOf,
  matrixEditorReducer,
  matrixFromUser,
  matrixToInput,
  PERMISSION_ROWS,
  toggleAccess,
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

  it('sends every permission key, and websites/help without NONE entries', () => {
    const matrix = matrixFromUser(
      {
        permissions: [{ key: 'TRANSLATIONS_TRANSLATIONS', level: 'READ' }],
        websitePermissions: [{ websiteId: '1', level: 'WRITE' }],
        helpPermissions: [{ websiteId: '2', level: 'READ' }],
      },
      ['1', '2'],
    );
    const input = matrixToInput(matrix);
    expect(input.permissions).toHaveLength(PERMISSION_ROWS.length);
    expect(input.permissions[0]).toEqual({ key: 'TRANSLATIONS_TRANSLATIONS', level: 'READ' });
    expect(input.permissions.filter((p) => p.level !== 'NONE')).toHaveLength(1);
    expect(input.websitePermissions).toEqual([{ websiteId: '1', level: 'WRITE' }]);
    expect(input.helpPermissions).toEqual([{ websiteId: '2', level: 'READ' }]);
  });

  it('starts unreadable (null) stored permissions with no access', () => {
    const matrix = matrixFromUser({ permissions: null, websitePermissions: null, helpPermissions: null }, ['1']);
    expect(matrixToInput(matrix).permissions.every((p) => p.level === 'NONE')).toBe(true);
    expect(matrix.websites['1']).toEqual(none);
  });
});

describe('matrixEditorReducer', () => {
  const loaded: MatrixEditorState = matrixEditorReducer(
    { saved: EMPTY_MATRIX, current: EMPTY_MATRIX },
    {
      type: 'load',
      matrix: matrixFromUser({ permissions: [], websitePermissions: [], helpPermissions: [] }, ['7']),
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
  const matrix = matrixFromUser(
    { permissions: [{ key: 'HELP_HELP', level: 'WRITE' }], websitePermissions: [{ websiteId: '2', level: 'READ' }], helpPermissions: [] },
    ['2'],
  );
  const websites = [{ id: '2', name: 'Lucky Play' }];

  it('names a conflicting row as the matrix shows it, with the level ticked on screen', () => {
    expect(conflictRowOf('permissions.HELP.HELP', matrix, websites)).toEqual({ label: 'HELP.HELP', yours: 'WRITE' });
    expect(conflictRowOf('websitePermissions.2', matrix, websites)).toEqual({ label: 'Lucky Play', yours: 'READ' });
    expect(conflictRowOf('helpPermissions.2', matrix, websites)).toEqual({ label: 'Help of Lucky Play', yours: 'NONE' });
  });

  it('leaves out what the matrix does not show', () => {
    expect(conflictRowOf('email', matrix, websites)).toBeNull();
  });
});
