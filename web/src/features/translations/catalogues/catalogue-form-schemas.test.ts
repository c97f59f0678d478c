import { formErrorsOf } from '../../../test/form-errors';
import { languageFormSchema } from './language-form-schema';
import { sectionFormSchema } from './section-form-schema';

describe('the language and section forms', () => {
  it('require their fields, and codes and keys without spaces', () => {
    expect(formErrorsOf(languageFormSchema, { name: ' ', code: 'e n' })).toEqual({
      name: 'The name is required',
      code: 'The code cannot have empty spaces',
    });
    expect(formErrorsOf(languageFormSchema, { name: 'English', code: '' })).toEqual({ code: 'The code is required' });
    expect(formErrorsOf(sectionFormSchema, { title: '', key: 'a b' })).toEqual({
      title: 'The title is required',
      key: 'The key cannot have empty spaces',
    });
  });
});
