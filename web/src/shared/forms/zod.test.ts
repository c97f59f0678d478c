import { formErrorsOf } from '../../test/form-errors';
import { requiredText, z } from './zod';

// Zod Mini's checks give the forms' messages, field by field, as the forms show them.
describe('requiredText', () => {
  it('requires a text once trimmed', () => {
    const schema = z.object({ name: requiredText('The name is required') });
    expect(formErrorsOf(schema, { name: '   ' })).toEqual({ name: 'The name is required' });
    expect(formErrorsOf(schema, { name: ' Lucky ' })).toEqual({});
  });
});
