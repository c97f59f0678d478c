import { definitionProblems, SETUP_MESSAGES as M } from './index.js';

const definition = (over: Partial<Parameters<typeof definitionProblems>[0]>) => ({
  key: 'site.title',
  label: 'Site title',
  typeName: 'string',
  defaultValue: '',
  values: '',
  ...over,
});
const messages = (over: Partial<Parameters<typeof definitionProblems>[0]>) =>
  definitionProblems(definition(over)).map((p) => `${p.field}: ${p.message}`);

describe('definitionProblems', () => {
  it('requires a key and a label', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ key: ' ', label: '' })).toEqual([`key: ${M.key}`, `label: ${M.label}`]);
  });

  it('wants a radio value → label object, and a default among its values', () => {
    expect(messages({ typeName: 'radio', values: '{"yes":"Yes","no":"No"}', defaultValue: 'no' })).toEqual([]);
    expect(messages({ typeName: 'radio', values: '["yes"]' })).toEqual([`values: ${M.radioValues}`]);
    expect(messages({ typeName: 'boolean', values: '{"true":"On"}', defaultValue: 'false' })).toEqual([`defaultValue: ${M.radioDefault}`]);
  });

  it('wants JSON defaults for the structured types and anything for text', () => {
    expect(messages({ typeName: 'json', defaultValue: '{"a":' })).toEqual([`defaultValue: ${M.jsonDefault}`]);
    expect(messages({ typeName: 'questionnaire', defaultValue: '{}' })).toEqual([]);
    expect(messages({ typeName: 'textarea', defaultValue: '{"a":' })).toEqual([]);
  });
});
