import { requiredText, z } from '../../shared/forms/zod';
import type { Role } from '../../gql/graphql';

export interface UserFormValues {
  email: string;
  password: string;
  role: Role;
}

export const USER_FORM_FIELDS = ['email', 'password', 'role'] as const;

const email = z.pipe(requiredText('The email is required'), z.email('Invalid email'));

/** The email is the login; a password only when creating (spec §5). */
export function userFormSchema(mode: 'create' | 'edit') {
  return z.object({
    email,
    password: mode === 'create' ? z.string().check(z.minLength(1, 'The password is required')) : z.string(),
    role: z.enum(['ADMIN', 'MANAGER']),
  });
}
