import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/error-message';
import { FormErrorsAlert } from '../../shared/form-errors-alert';
import { FormModal, FormModalCloseButton } from '../../shared/form-modal';
import { notifySuccess } from '../../shared/notify';
import { splitUserErrors } from '../../shared/user-errors';
import { canAddSlug, canSubmitIcon, isIconUnchanged, type IconFormValues } from './icon-form-state';
import { HistoryLink } from '../../shared/history-link';
import { refreshRootField } from '../../shared/cache-updates';

export const IconRowFragment = graphql(`
  fragment IconRow_icon on Icon {
    id
    name
    slugs
  }
`);

const CreateIconMutation = graphql(`
  mutation CreateIcon($input: IconInput!) {
    createIcon(input: $input) {
      icon {
        ...IconRow_icon
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const UpdateIconMutation = graphql(`
  mutation UpdateIcon($id: ID!, $input: IconInput!) {
    updateIcon(id: $id, input: $input) {
      icon {
        ...IconRow_icon
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export interface IconRow {
  id: string;
  name: string;
  slugs: string[] | null;
}

interface IconFormModalProps {
  icon: IconRow | null;
  onClose: () => void;
}

/** Icon name and one or more slugs (spec 001 §2.7, §4); the gateway lower-cases and checks them against every icon. */
export function IconFormModal({ icon, onClose }: IconFormModalProps) {
  const initial: IconFormValues = { name: icon?.name ?? '', slugs: icon?.slugs?.length ? icon.slugs : [''] };
  const [values, setValues] = useState<IconFormValues>(initial);
  const [errors, setErrors] = useState<string[]>([]);
  // A refusal that names the icon name shows on it (and the modal puts the focus there).
  const [nameError, setNameError] = useState<ReactNode>(null);
  const refuse = (userErrors: readonly { field: string | null; message: string }[]) => {
    const split = splitUserErrors(userErrors, ['name'] as const);
    setNameError(split.fields.name ?? null);
    setErrors(split.form);
  };
  // A new icon may land on any page: the list loads again.
  const [createIcon, creating] = useMutation(CreateIconMutation, {
    update: (cache, { data }) => data?.createIcon.icon && refreshRootField(cache, 'icons'),
  });
  const [updateIcon, updating] = useMutation(UpdateIconMutation);

  const setSlug = (index: number, slug: string) => setValues((v) => ({ ...v, slugs: v.slugs.map((s, i) => (i === index ? slug : s)) }));

  const save = async () => {
    setErrors([]);
    setNameError(null);
    const input = { name: values.name, slugs: values.slugs };
    try {
      if (icon) {
        const { data } = await updateIcon({ variables: { id: icon.id, input } });
        const result = data?.updateIcon;
        if (!result?.icon) return refuse(result?.userErrors ?? []);
        notifySuccess('Succesfully updated Icon');
      } else {
        const { data } = await createIcon({ variables: { input } });
        const result = data?.createIcon;
        if (!result?.icon) return refuse(result?.userErrors ?? []);
        notifySuccess('Succesfully created Icon');
      }
      onClose();
    } catch (failure) {
      setErrors([readableError(failure)]);
    }
  };

  return (
    <FormModal onClose={onClose} dirty={!isIconUnchanged(initial, values)} title={icon ? 'Update icon' : 'Create icon'} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmitIcon(initial, values)) void save();
        }}
        noValidate
      >
        <Stack gap="md">
          <FormErrorsAlert messages={errors} />
          <TextInput
            label="Icon name"
            autoComplete="off"
            data-autofocus
            value={values.name}
            error={nameError}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setNameError(null);
              setValues((v) => ({ ...v, name }));
            }}
          />
          <Text size="sm" fw={500}>
            Slugs
          </Text>
          {values.slugs.map((slug, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`Slug ${index + 1}`}
                autoComplete="off"
                style={{ flex: 1 }}
                value={slug}
                onChange={(event) => setSlug(index, event.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove slug ${index + 1}`}
                disabled={values.slugs.length === 1}
                onClick={() => setValues((v) => ({ ...v, slugs: v.slugs.filter((_, i) => i !== index) }))}
              >
                <IconTrash size={18} stroke={1.5} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={!canAddSlug(values.slugs)}
              onClick={() => setValues((v) => ({ ...v, slugs: [...v.slugs, ''] }))}
            >
              Add slug
            </Button>
            <Group gap="sm">
              {icon && <HistoryLink entityType="Icon" entityId={icon.id} />}
              <FormModalCloseButton>Cancel</FormModalCloseButton>
              <Button type="submit" loading={creating.loading || updating.loading} disabled={!canSubmitIcon(initial, values)}>
                {icon ? 'Update' : 'Create'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
