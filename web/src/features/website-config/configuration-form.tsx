import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { fieldErrors, isFormInvalid, type FormAction, type FormState, type LoadedSetting } from './configuration-form-state';
import type { WebsiteLanguage } from './fields/field-editor';
import { fieldTypeOf } from './fields/field-types';
import { SaveChangesModal } from './save-changes-modal';
import { useConfigurationForm } from './use-configuration-form';

interface ConfigurationFormProps {
  websiteId: string;
  languages: WebsiteLanguage[];
  settings: readonly LoadedSetting[];
  canWrite: boolean;
  /** The website's configuration version as the cache holds it. */
  version: string | null;
  /** Reads the settings again (Take theirs). */
  reload: () => Promise<unknown>;
}

/** The typed fields of one (sub)section and its sticky Submit (spec 001 §2.1, §5). */
export function ConfigurationForm({ websiteId, languages, settings, canWrite, version, reload }: ConfigurationFormProps) {
  const { state, dispatch, dirty, guard, saving, notices, submit, save } = useConfigurationForm({ websiteId, settings, version, reload });
  const invalid = isFormInvalid(state, settings);

  if (settings.length === 0) {
    return (
      <Text c="dimmed" py="md">
        There are no settings here.
      </Text>
    );
  }

  return (
    <>
      <form
        aria-label="Configuration"
        onSubmit={(event) => {
          event.preventDefault();
          if (canWrite && dirty && !invalid) void submit();
        }}
      >
        <Stack gap="lg" pb="md">
          {settings.map((setting) => (
            <SettingField
              key={setting.settingId}
              {...{ setting, state, dispatch, websiteId, languages, canWrite }}
              saveNow={(value) => save([{ settingId: setting.settingId, value }], { quiet: true })}
            />
          ))}
        </Stack>
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          style={{ zIndex: 2, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {/* By the Submit that met it: a colleague's change heard, or the settings both changed. */}
          <Stack gap="sm" mb={notices.edit.conflict || notices.edit.heard ? 'sm' : 0}>
            <VersionedNotices {...notices} />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" disabled={!canWrite || !dirty || invalid} loading={saving}>
              Submit
            </Button>
          </Group>
        </Box>
      </form>
      <SaveChangesModal guard={guard} onSave={submit} />
    </>
  );
}

interface SettingFieldProps {
  setting: LoadedSetting;
  state: FormState;
  dispatch: (action: FormAction) => void;
  websiteId: string;
  languages: WebsiteLanguage[];
  canWrite: boolean;
  saveNow: (value: unknown) => Promise<boolean>;
}

/** One setting: its label, description and its type's editor. */
function SettingField({ setting, state, dispatch, websiteId, languages, canWrite, saveNow }: SettingFieldProps) {
  const field = state[setting.settingId];
  if (!field) return null;
  const { Editor } = fieldTypeOf(setting.type);
  return (
    <Box role="group" aria-label={setting.label}>
      <Text fw={600} size="sm">
        {setting.label}
      </Text>
      {setting.description && (
        <Text size="xs" c="dimmed" mb={4}>
          {setting.description}
        </Text>
      )}
      <Editor
        setting={setting}
        websiteId={websiteId}
        languages={languages}
        value={field.value}
        onChange={(value) => dispatch({ type: 'change', settingId: setting.settingId, value })}
        errors={fieldErrors(setting, field)}
        disabled={!canWrite}
        saveNow={saveNow}
      />
    </Box>
  );
}
