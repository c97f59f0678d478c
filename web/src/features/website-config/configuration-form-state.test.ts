import {
  changedValues,
  fieldErrors,
  formReducer,
  isFormDirty,
  isFormInvalid,
  routeUserErrors,
  type FormState,
  type LoadedSetting,
} from './configuration-form-state';

function setting(settingId: string, type: LoadedSetting['type'], value: unknown, defaultValue: unknown = null): LoadedSetting {
  return {
    id: `1:${settingId}`,
    settingId,
    key: `key${settingId}`,
    label: `Label ${settingId}`,
    description: null,
    type,
    typeName: type.toLowerCase(),
    defaultValue,
    options: [],
    value,
  };
}

const settings = [setting('1', 'STRING', 'hello'), setting('2', 'JSON', '{"a":1}'), setting('3', 'TEXT_AREA', null, 'default')];

function loaded(): FormState {
  return formReducer({}, { type: 'load', settings });
}

describe('configuration form state', () => {
  it('starts from the value, else the default, else the empty value, pristine', () => {
    const state = loaded();
    expect(state['1']?.value).toBe('hello');
    expect(state['3']?.value).toBe('default');
    expect(formReducer({}, { type: 'load', settings: [setting('4', 'STRING', null)] })['4']?.value).toBe('');
    expect(isFormDirty(state)).toBe(false);
    expect(changedValues(state)).toEqual([]);
  });

  it('is dirty after a change and pristine again when the value is changed back', () => {
    let state = formReducer(loaded(), { type: 'change', settingId: '1', value: 'bye' });
    expect(isFormDirty(state)).toBe(true);
    state = formReducer(state, { type: 'change', settingId: '1', value: 'hello' });
    expect(isFormDirty(state)).toBe(false);
  });

  it('is not dirty when a change only adds undefined properties', () => {
    const social = formReducer({}, { type: 'load', settings: [setting('5', 'UNKNOWN', { title: 'T', items: [{ a: 1 }] })] });
    const state = formReducer(social, {
      type: 'change',
      settingId: '5',
      value: { title: 'T', image: undefined, items: [{ a: 1, b: undefined }] },
    });
    expect(isFormDirty(state)).toBe(false);
    expect(changedValues(state)).toEqual([]);
  });

  it('sends only the changed settings', () => {
    let state = formReducer(loaded(), { type: 'change', settingId: '2', value: '{"a":2}' });
    state = formReducer(state, { type: 'change', settingId: '3', value: 'other' });
    expect(changedValues(state)).toEqual([
      { settingId: '2', value: '{"a":2}' },
      { settingId: '3', value: 'other' },
    ]);
  });

  it('is invalid while a field fails its type validation', () => {
    const state = formReducer(loaded(), { type: 'change', settingId: '2', value: '{broken' });
    expect(isFormInvalid(state, settings)).toBe(true);
    expect(fieldErrors(settings[1]!, state['2'])).toEqual({ '': 'Invalid Json' });
    expect(isFormInvalid(formReducer(state, { type: 'change', settingId: '2', value: '[]' }), settings)).toBe(false);
  });

  it('treats saved values as pristine and keeps edits when fresh data arrives', () => {
    let state = formReducer(loaded(), { type: 'change', settingId: '1', value: 'saved' });
    state = formReducer(state, { type: 'saved', values: { '1': 'saved' } });
    expect(isFormDirty(state)).toBe(false);

    state = formReducer(state, { type: 'change', settingId: '1', value: 'editing' });
    state = formReducer(state, {
      type: 'load',
      settings: [setting('1', 'STRING', 'from server'), setting('2', 'JSON', '{"b":1}'), settings[2]!],
    });
    expect(state['1']?.value).toBe('editing');
    expect(state['2']?.value).toBe('{"b":1}');
  });

  it('puts server errors on their setting and path, drops them on change', () => {
    const routed = routeUserErrors(
      [
        { field: 'values.2', message: 'Invalid Json' },
        { field: 'values.1.0.sportName', message: 'Sport name is required' },
        { field: null, message: 'Upstream refused' },
        { field: 'values.99', message: 'Unknown setting' },
      ],
      ['1', '2', '3'],
    );
    expect(routed.bySetting).toEqual({ '2': { '': 'Invalid Json' }, '1': { '0.sportName': 'Sport name is required' } });
    expect(routed.form).toEqual(['Upstream refused', 'Unknown setting']);

    let state = formReducer(loaded(), { type: 'serverErrors', errors: routed.bySetting });
    expect(fieldErrors(settings[0]!, state['1'])).toEqual({ '0.sportName': 'Sport name is required' });
    state = formReducer(state, { type: 'change', settingId: '1', value: 'x' });
    expect(fieldErrors(settings[0]!, state['1'])).toEqual({});
  });
});
