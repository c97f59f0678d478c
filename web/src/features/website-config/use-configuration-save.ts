import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { SaveWebsiteConfigurationMutation } from './configuration-setting-fragment';
import { routeUserErrors, type FormAction } from './configuration-form-state';
import { conflictOf, type Conflict } from '../../shared/forms/user-errors';

export const SAVED_MESSAGE = 'Configuration saved successfully';

/**
 * Sends `values` with saveWebsiteConfiguration and feeds the outcome back to the
 * form: saved values become pristine, userErrors land on their fields, the rest
 * is a notification. Resolves true when saved.
 *
 * Each save carries the configuration version the form's values are based on (`baseVersion`):
 * the gateway keeps a colleague's change to other settings, and refuses one to the same
 * settings with a conflict, which the form shows until the user chooses.
 */
export function useConfigurationSave(
  websiteId: string,
  knownSettingIds: readonly string[],
  dispatch: (action: FormAction) => void,
  baseVersion: string | null,
) {
  const [mutate, { loading }] = useMutation(SaveWebsiteConfigurationMutation);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const save = useCallback(
    async (values: { settingId: string; value: unknown }[], options: { quiet?: boolean; overBase?: string } = {}): Promise<boolean> => {
      if (values.length === 0) return true;
      setConflict(null);
      try {
        const input = { websiteId, values, baseVersion: options.overBase ?? baseVersion };
        const result = await mutate({ variables: { input } });
        const payload = result.data?.saveWebsiteConfiguration;
        if (!payload) {
          notifyError('The configuration could not be saved.');
          return false;
        }
        const refused = conflictOf(payload.userErrors);
        if (refused) {
          setConflict(refused);
          return false;
        }
        if (payload.userErrors.length > 0) {
          const { bySetting, form } = routeUserErrors(payload.userErrors, knownSettingIds);
          dispatch({ type: 'serverErrors', errors: bySetting });
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
    },
    [mutate, websiteId, knownSettingIds, dispatch, baseVersion],
  );

  return { save, saving: loading, conflict, clearConflict: () => setConflict(null) };
}
