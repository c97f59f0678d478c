import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { changedValues, fieldErrors, formReducer, isFormDirty, isFormInvalid, type LoadedSetting } from './configuration-form-state';
import type { WebsiteLanguage } from './fields/field-editor';
import { fieldTypeOf } from './fields/field-types';
import { SaveChangesModal } from './save-changes-modal';
import { useConfigurationSave } from './use-configuration-save';
import { ConfigurationConflict } from './configuration-conflict';

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
  const [state, dispatch] = useReducer(formReducer, settings, (initial) => formReducer({}, { type: 'load', settings: initial }));
  // The cache changed (a refetch, another save): pristine fields follow it.
  useEffect(() => dispatch({ type: 'load', settings }), [settings]);
  const dirty = isFormDirty(state);
  // The version the user's edits are based on: it follows the cache only while nothing is edited,
  // so a colleague's change to a setting the user is editing is caught at save.
  const [base, setBase] = useState(version);
  useEffect(() => {
    if (!dirty) setBase(version);
  }, [dirty, version]);

  const settingIds = useMemo(() => settings.map((s) => s.settingId), [settings]);
  const { save, saving, conflict, clearConflict } = useConfigurationSave(websiteId, settingIds, dispatch, base);
  const invalid = isFormInvalid(state, settings);
  const guard = useUnsavedChangesGuard(dirty);

  const submit = useCallback(() => save(changedValues(state)), [save, state]);
  const saveNow = useCallback((settingId: string, value: unknown) => save([{ settingId, value }], { quiet: true }), [save]);

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
          {settings.map((setting) => {
            const field = state[setting.settingId];
            if (!field) return null;
            const { Editor } = fieldTypeOf(setting.type);
            return (
              <Box key={setting.settingId} role="group" aria-label={setting.label}>
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
                  saveNow={(value) => saveNow(setting.settingId, value)}
                />
              </Box>
            );
          })}
        </Stack>
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          style={{ zIndex: 2, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {conflict && (
            <Box mb="sm">
              <ConfigurationConflict
                conflict={conflict}
                settings={settings}
                yours={(settingId) => state[settingId]?.value}
                keeping={saving}
                onTakeTheirs={(ids) => {
                  clearConflict();
                  void reload().then(() => dispatch({ type: 'revert', settingIds: ids }));
                }}
                onKeepMine={(overBase) => void save(changedValues(state), { overBase })}
              />
            </Box>
          )}
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
