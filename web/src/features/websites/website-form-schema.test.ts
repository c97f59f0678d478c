import { URL_MESSAGE } from '@backoffice/rules/websites';
import { formErrorsOf } from '../../test/form-errors';
import { websiteFormSchema } from './website-form-schema';

describe('the website form', () => {
  it('requires the three fields, the name at most 255 characters and the url a web address', () => {
    expect(formErrorsOf(websiteFormSchema, { name: '', url: '', betshopId: ' ' })).toEqual({
      name: 'The name is required',
      url: 'The url is required',
      betshopId: 'The betshopId is required',
    });
    expect(formErrorsOf(websiteFormSchema, { name: 'x'.repeat(256), url: 'not an address', betshopId: '7' })).toEqual({
      name: 'The name can have at most 255 characters',
      url: URL_MESSAGE,
    });
    expect(formErrorsOf(websiteFormSchema, { name: 'Lucky', url: 'https://lucky.example.com', betshopId: '7' })).toEqual({});
  });
});
