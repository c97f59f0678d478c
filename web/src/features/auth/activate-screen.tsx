import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { readableError } from '../../shared/requests/error-message';
import { returnPathFrom } from '../../shared/navigation/return-path';
import { activate } from './auth-requests';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';

const CODE_LENGTH = 4;

function validateCode(value: string): string | null {
  if (!value.trim()) return 'Token is required';
  return value.trim().length === CODE_LENGTH ? null : 'The activation code must have 4 characters';
}

export function ActivateScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm({
    initialValues: { code: '' },
    validate: { code: validateCode },
  });

  if (!email) return <Navigate to="/login" replace />;

  const submit = form.onSubmit(async ({ code }) => {
    setSubmitting(true);
    setFormError(null);
    try {
      const result = await activate({ email, code: code.trim() });
      const [firstError] = result.userErrors;
      if (firstError) {
        if (firstError.field === 'code') form.setFieldError('code', firstError.message);
        else setFormError(firstError.message);
      } else if (result.viewer) {
        void navigate(returnPathFrom(searchParams) ?? '/home/websites', { replace: true });
      } else {
        setFormError(readableError(null));
      }
    } catch (error) {
      setFormError(readableError(error));
    } finally {
      setSubmitting(false);
    }
  });

  const codeInput = form.getInputProps('code');

  return (
    <AuthLayout title="Activate your account">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            We sent a 4-character activation code to <strong>{email}</strong>. Enter it below to activate this browser.
          </Text>
          <FormAlert message={formError} />
          <TextInput
            {...codeInput}
            label="Activation code"

            maxLength={CODE_LENGTH}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            data-autofocus
            styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.3em' } }}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate('/login')}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Validate
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
