import { formErrorsOf } from '../../../test/form-errors';
import { translationFormSchema } from './translation-form-values';

describe('the word form', () => {
  it('requires the key and the section, and keeps the phrases and exceptions as drafted', () => {
    const phrases = [{ languageId: '1', translationId: null, phrase: '' }];
    expect(formErrorsOf(translationFormSchema, { key: ' ', sectionId: '', phrases, exceptions: [] })).toEqual({
      key: 'Key is required',
      sectionId: 'Section is required',
    });
    expect(formErrorsOf(translationFormSchema, { key: 'WELCOME', sectionId: '3', phrases, exceptions: [{ any: 'draft' }] })).toEqual({});
  });
});
