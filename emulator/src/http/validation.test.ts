import { HttpError } from './errors';
import { Validator, toId } from './validation';

// The class-validator stand-in: the 400 bodies the gateway turns into userErrors.

function failure(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a 400');
}

describe('Validator', () => {
  it('collects every failed rule per property in class-validator shape', () => {
    const error = failure(() =>
      new Validator({ email: 'nope', name: '  ', password: 'abc' })
        .email('email')
        .required('name', 'The name is required')
        .minLength('password', 6)
        .check(),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).body).toMatchObject({
      message: [
        { property: 'email', constraints: { isEmail: 'email must be an email' } },
        { property: 'name', constraints: { isNotEmpty: 'The name is required' } },
        { property: 'password', constraints: { minLength: 'password must be longer than or equal to 6 characters' } },
      ],
    });
  });

  it('passes a valid body', () => {
    expect(() => new Validator({ email: 'a@b.co', name: 'A' }).email('email').required('name', 'x').check()).not.toThrow();
  });

  it('reads ids from numbers and digit strings only', () => {
    expect(toId(5)).toBe(5);
    expect(toId('12')).toBe(12);
    expect(toId('1e2')).toBeNull();
    expect(toId(-1)).toBeNull();
  });
});
