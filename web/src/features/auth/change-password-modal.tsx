import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from '../../shared/forms/zod';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { FormModal, FormModalCloseButton } from '../../shared/forms/form-modal';
import { notifySuccess } from '../../shared/notices/notify';
import { splitUserErrors } from '../../shared/forms/user-errors';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      userErrors {
        ...UserErrors
      }
    }
  }
`);

// The gateway refuses the same, in the same words (auth/resolvers.ts).
const NEW_PASSWORD_LENGTH_MESSAGE = 'The new password must be at least 6 characters long';

const FIELDS = ['password', 'newPassword', 'newPasswordConfirmation'] as const;

const schema = z
  .object({
    password: z.string().check(z.minLength(1, 'The password is required')),
    newPassword: z.string().check(z.minLength(1, 'The new password is required'), z.minLength(6, NEW_PASSWORD_LENGTH_MESSAGE)),
    newPasswordConfirmation: z.string().check(z.minLength(1, 'The password confirmation is required')),
  })
  .check(
    z.refine((v) => !v.newPasswordConfirmation || v.newPasswordConfirmation === v.newPassword, {
      path: ['newPasswordConfirmation'],
      error: 'Must be same as password',
    }),
  );

const EMPTY = { password: '', newPassword: '', newPasswordConfirmation: '' };

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm({ initialValues: EMPTY, validate: schemaResolver(schema, { sync: true }) });

  const close = () => {
    form.reset();
    setFormErrors([]);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFormErrors([]);
    try {
      const { data } = await changePassword({ variables: { input: values } });
      const payload = data?.changePassword;
      if (!payload) return;
      const errors = splitUserErrors(payload.userErrors, FIELDS);
      if (payload.userErrors.length > 0) {
        form.setErrors(errors.fields);
        setFormErrors(errors.form);
        return;
      }
      notifySuccess('Successful password changed!');
      close();
    } catch (error) {
      setFormErrors([readableError(error)]);
    }
  });

  return (
    <FormModal opened={opened} onClose={close} dirty={form.isDirty()} title="Change password" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formErrors.length > 0 && (
            <Alert color="red" variant="light">
              {formErrors.join(' ')}
            </Alert>
          )}
          <PasswordInput label="Current password" autoComplete="current-password" data-autofocus {...form.getInputProps('password')} />
          <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('newPasswordConfirmation')} />
          <Group justify="flex-end">
            <FormModalCloseButton>Cancel</FormModalCloseButton>
            <Button type="submit" loading={loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
