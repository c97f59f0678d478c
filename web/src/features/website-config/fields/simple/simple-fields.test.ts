import { jsonField } from './json-field';
import { radioField } from './radio-field';
import { stringField } from './string-field';
import { textAreaField } from './text-area-field';
import { unknownField } from './unknown-field';

describe('simple field types', () => {
  it('JSON is valid only when it parses (empty means no value)', () => {
    expect(jsonField.validate('{"a":[1,2]}')).toEqual({});
    expect(jsonField.validate('"text"')).toEqual({});
    expect(jsonField.validate('')).toEqual({});
    expect(jsonField.validate('{a:1}')).toEqual({ '': 'Invalid Json' });
    expect(jsonField.validate('[1,')).toEqual({ '': 'Invalid Json' });
  });

  it('text types accept any text and show other stored shapes as JSON text', () => {
    for (const type of [stringField, textAreaField, radioField]) {
      expect(type.validate('')).toEqual({});
      expect(type.validate('anything')).toEqual({});
      expect(type.emptyValue()).toBe('');
      expect(type.normalise(null)).toBe('');
      expect(type.normalise(12)).toBe('12');
      expect(type.normalise({ a: 1 })).toBe('{"a":1}');
    }
    expect(jsonField.normalise({ a: 1 })).toBe('{"a":1}');
  });

  it('UNKNOWN is never invalid and keeps the stored value', () => {
    expect(unknownField.validate({ any: 'thing' })).toEqual({});
    expect(unknownField.normalise({ any: 'thing' })).toEqual({ any: 'thing' });
  });
});
