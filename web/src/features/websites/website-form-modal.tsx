import { Button, Group, Stack, TextInput } from '@mantine/core';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { FormModal, FormModalCloseButton } from '../../shared/forms/form-modal';
import { VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { BetshopPicker } from './betshop-picker';
import { useWebsiteForm } from './use-website-form';
import type { WebsiteRow } from './websites-table';

interface WebsiteFormModalProps {
  /** The website being edited; null to create one. */
  website: WebsiteRow | null;
  onClose: () => void;
  /** A new website was stored (the list decides where it goes). */
  onCreated: () => void;
}

/** Add/edit website. Mount it fresh per open (key it) so the form starts from the row. */
export function WebsiteFormModal({ website, onClose, onCreated }: WebsiteFormModalProps) {
  const { form, formErrors, save, saving, notices } = useWebsiteForm(website, onClose, onCreated);
  const mode = website ? 'Update' : 'Create';

  return (
    // Spec 000 §4: Create when there is no id, otherwise Update.
    <FormModal onClose={onClose} dirty={form.isDirty()} title={`${mode} website`} centered>
      <form onSubmit={form.onSubmit((values) => save(values))} noValidate>
        <Stack gap="md">
          <FormErrorsAlert messages={formErrors} />
          <VersionedNotices {...notices} />
          <TextInput label="Name" autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Url" autoComplete="off" {...form.getInputProps('url')} />
          <BetshopPicker
            value={form.values.betshopId}
            error={form.errors.betshopId}
            onChange={(value) => form.setFieldValue('betshopId', value)}
            current={website?.betshop ?? null}
          />
          <Group justify="flex-end" gap="sm">
            <FormModalCloseButton>Cancel</FormModalCloseButton>
            {website?.roleIsManager && (
              <Button
                variant="light"
                loading={saving}
                onClick={() => {
                  if (!form.validate().hasErrors) void save(form.getValues(), true);
                }}
              >
                Create and set permissions
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {mode}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
