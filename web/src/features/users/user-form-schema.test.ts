import { formErrorsOf } from '../../test/form-errors';
import { userFormSchema } from './user-form-schema';

describe('the user form', () => {
  it('checks the email is there, then that it is an email; a password only when creating', () => {
    expect(formErrorsOf(userFormSchema('create'), { email: ' ', password: '', role: 'ADMIN' })).toEqual({
      email: 'The email is required',
      password: 'The password is required',
    });
    expect(formErrorsOf(userFormSchema('create'), { email: 'someone', password: 'x', role: 'ADMIN' })).toEqual({ email: 'Invalid email' });
    expect(formErrorsOf(userFormSchema('edit'), { email: ' a@example.com ', password: '', role: 'MANAGER' })).toEqual({});
  });
});
