import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { FormModal, FormModalCloseButton } from '../../shared/forms/form-modal';
import { HistoryLink } from '../../shared/activity/history-link';
import { VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { canAddSlug, canSubmitIcon, isIconUnchanged } from './icon-form-state';
import { iconFieldLabel, iconFieldText, useIconForm, type IconRow } from './use-icon-form';

export { IconRowFragment, type IconRow } from './use-icon-form';

interface IconFormModalProps {
  icon: IconRow | null;
  onClose: () => void;
}

/** Icon name and one or more slugs (spec 001 §2.7, §4); the gateway lower-cases and checks them against every icon. */
export function IconFormModal({ icon, onClose }: IconFormModalProps) {
  const form = useIconForm(icon, onClose);
  const { values, setValues, loaded } = form;
  const setSlug = (index: number, slug: string) => setValues((v) => ({ ...v, slugs: v.slugs.map((s, i) => (i === index ? slug : s)) }));
  return (
    <FormModal onClose={onClose} dirty={!isIconUnchanged(loaded, values)} title={icon ? 'Update icon' : 'Create icon'} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmitIcon(loaded, values)) void form.save();
        }}
        noValidate
      >
        <Stack gap="md">
          <FormErrorsAlert messages={form.errors} />
          <VersionedNotices
            edit={form.edit}
            labelOf={iconFieldLabel}
            yoursOf={(field) => iconFieldText(values, field)}
            keeping={form.saving}
            onTakeTheirs={form.takeTheirs}
            onKeepMine={(overBase) => void form.save(overBase)}
          />
          <TextInput
            label="Icon name"
            autoComplete="off"
            data-autofocus
            value={values.name}
            error={form.nameError}
            onChange={(event) => form.setName(event.currentTarget.value)}
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
              <Button type="submit" loading={form.saving} disabled={!canSubmitIcon(loaded, values)}>
                {icon ? 'Update' : 'Create'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
