import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readableError } from '../../shared/requests/error-message';
import { activatePath, returnPathFrom } from '../../shared/navigation/return-path';
import { clearSignInNotice, peekSignInNotice } from '../../shared/notices/sign-in-notice';
import { signIn } from './auth-requests';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';
import { validateEmail } from './validate-email';

export function LoginScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = returnPathFrom(searchParams);
  const [formError, setFormError] = useState<string | null>(peekSignInNotice);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => clearSignInNotice(), []);

  // Two fields need no form library: @mantine/form would be the sign-in page's
  // largest chunk after React, React Router and Mantine's core.
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string | null>>>({});
  const field = (name: 'email' | 'password') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: null }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = { email: validateEmail(values.email), password: values.password ? null : 'The password is required' };
    setErrors(problems);
    if (problems.email || problems.password) return;
    setSubmitting(true);
    setFormError(null);
    try {
      const email = values.email.trim();
      const result = await signIn({ email, password: values.password });
      const [firstError] = result.userErrors;
      if (firstError) {
        if (firstError.field === 'email' || firstError.field === 'password') {
          setErrors({ [firstError.field]: firstError.message });
        } else {
          setFormError(firstError.message);
        }
      } else if (result.status === 'ACTIVATION_REQUIRED') {
        void navigate(activatePath(email, returnTo));
      } else if (result.status === 'SIGNED_IN') {
        // Back to the screen the visitor was sent away from; else /home picks the
        // first screen this viewer may open (websites for admins).
        void navigate(returnTo ?? '/home', { replace: true });
      } else {
        setFormError(readableError(null));
      }
    } catch (error) {
      setFormError(readableError(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Sign in">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"

            {...field('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"

            {...field('password')}
          />
          <Button type="submit" loading={submitting} fullWidth>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
