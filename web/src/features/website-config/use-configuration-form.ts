import { useMutation } from '@apollo/client/react';
import { useEffect, useReducer } from 'react';
import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';
import { conflictOf } from '../../shared/forms/user-errors';
import { asText, bySetting } from './configuration-conflict';
import { changedValues, formReducer, isFormDirty, routeUserErrors, type LoadedSetting } from './configuration-form-state';
import { SaveWebsiteConfigurationMutation } from './configuration-setting-fragment';

export const SAVED_MESSAGE = 'Configuration saved successfully';

// The configuration form's state and save, on the edit-form primitive (issue 41). A save sends
// the changed settings only, with the configuration version the form's values are based on: the
// gateway merges a colleague's change to other settings and refuses one to the same settings
// (one notice line per setting, Take theirs / Keep mine). An unedited form follows their save.

interface ConfigurationFormOptions {
  websiteId: string;
  settings: readonly LoadedSetting[];
  /** The website's configuration version as the cache holds it. */
  version: string | null;
  /** Reads the settings again (Take theirs, a colleague's save). */
  reload: () => Promise<unknown>;
}

export function useConfigurationForm({ websiteId, settings, version, reload }: ConfigurationFormOptions) {
  const [state, dispatch] = useReducer(formReducer, settings, (initial) => formReducer({}, { type: 'load', settings: initial }));
  // The cache changed (a refetch, another save): pristine fields follow it.
  useEffect(() => dispatch({ type: 'load', settings }), [settings]);
  const dirty = isFormDirty(state);
  const guard = useUnsavedChangesGuard(dirty);
  const [mutate, { loading }] = useMutation(SaveWebsiteConfigurationMutation);
  const edit = useVersionedEdit({
    entityType: 'WebsiteConfiguration',
    entityId: websiteId,
    loaded: version,
    isDirty: () => dirty,
    whenClean: () => void reload(),
    // Presence is the website's: the edit screen names who else has it open, above its tabs.
    editing: false,
  });
  // While nothing is edited the form holds the cache's values (a reload, its own save): their version is its base.
  useEffect(() => {
    if (!dirty && version) edit.basedOn(version);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- edit is new each render; only a clean form's version moves the base
  }, [dirty, version]);

  /** Sends `values`; saved values become pristine, userErrors land on their fields. Resolves true when saved. */
  const save = async (values: { settingId: string; value: unknown }[], options: { quiet?: boolean; overBase?: string } = {}) => {
    if (values.length === 0) return true;
    edit.clear();
    try {
      const input = { websiteId, values, baseVersion: options.overBase ?? edit.baseVersion };
      const payload = (await mutate({ variables: { input } })).data?.saveWebsiteConfiguration;
      if (!payload) {
        notifyError('The configuration could not be saved.');
        return false;
      }
      const refused = conflictOf(payload.userErrors);
      if (refused) {
        edit.decide(bySetting(refused));
        return false;
      }
      if (payload.userErrors.length > 0) {
        const { bySetting: errors, form } = routeUserErrors(
          payload.userErrors,
          settings.map((s) => s.settingId),
        );
        dispatch({ type: 'serverErrors', errors });
        notifyError(form.length > 0 ? form.join(' ') : 'Some values are invalid: see the marked fields.');
        return false;
      }
      dispatch({ type: 'saved', values: Object.fromEntries(values.map((v) => [v.settingId, v.value])) });
      if (!options.quiet) notifySuccess(SAVED_MESSAGE);
      return true;
    } catch (failure) {
      notifyError(readableError(failure));
      return false;
    }
  };

  /** Their values for the settings of the conflict (or every edited one, for a change heard): reloaded, the edits dropped. */
  const takeTheirs = () => {
    const { conflict } = edit;
    const settingIds = conflict ? conflict.fields.map((field) => field.name) : changedValues(state).map((v) => v.settingId);
    if (!conflict) edit.clear();
    void reload().then(() => {
      dispatch({ type: 'revert', settingIds });
      if (conflict) edit.settle(settingIds, false);
    });
  };

  const notices = {
    edit,
    labelOf: (settingId: string) => settings.find((s) => s.settingId === settingId)?.label ?? null,
    yoursOf: (settingId: string) => asText(state[settingId]?.value),
    keeping: loading,
    onTakeTheirs: takeTheirs,
    onKeepMine: (overBase: string) => void save(changedValues(state), { overBase }),
  };
  return { state, dispatch, dirty, guard, saving: loading, notices, submit: () => save(changedValues(state)), save };
}
