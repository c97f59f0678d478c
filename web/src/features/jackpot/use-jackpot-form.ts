import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';
import { splitUserErrors } from '../../shared/forms/user-errors';
import { jackpotFieldLabel, jackpotFieldText } from './jackpot-conflict';
import { jackpotFormValues, jackpotInput, validateJackpot, type JackpotFormValues } from './jackpot-form-values';

// The big jackpot form's state and save, on the edit-form primitive (issue 41): the version it
// opened with goes with the save, a colleague's save is named (or taken at once when nothing was
// typed), and who else has the jackpot open is shown. 'Finish jackpot' ends the active jackpot.

export const BigJackpotQuery = graphql(`
  query BigJackpot {
    bigJackpot {
      ...BigJackpotForm_bigJackpot
    }
  }
`);

export const BigJackpotFormFragment = graphql(`
  fragment BigJackpotForm_bigJackpot on BigJackpot {
    id
    version
    startValue
    maxValue
    timeRange
    currencyRanges {
      name
      valueFrom
      valueTo
    }
  }
`);

const SaveBigJackpotMutation = graphql(`
  mutation SaveBigJackpot($input: SaveBigJackpotInput!) {
    saveBigJackpot(input: $input) {
      created
      bigJackpot {
        ...BigJackpotForm_bigJackpot
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const FinishJackpotMutation = graphql(`
  mutation FinishJackpot {
    finishJackpot {
      status
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const FIELDS = ['startValue', 'maxValue', 'timeRange'] as const;

type StoredJackpot = Parameters<typeof jackpotFormValues>[0] & { version: string };

export interface JackpotFormOptions {
  initialValues: JackpotFormValues;
  version: string | null;
  canWrite: boolean;
  reload: () => Promise<{ data?: { bigJackpot: StoredJackpot | null } }>;
}

export function useJackpotForm({ initialValues, version, canWrite, reload }: JackpotFormOptions) {
  const [save, saving] = useMutation(SaveBigJackpotMutation, {
    // A first save gives the query its value (it was null); an update lands on the cached record.
    update: (cache, { data }) => {
      const saved = data?.saveBigJackpot;
      if (saved?.created && saved.bigJackpot)
        cache.writeQuery({ query: BigJackpotQuery, data: { __typename: 'Query', bigJackpot: saved.bigJackpot } });
    },
  });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<JackpotFormValues>({ initialValues, validate: validateJackpot, validateInputOnChange: true });
  // Switching tab (or leaving the screen) with unsaved edits asks first, as the other editors do.
  const guard = useUnsavedChangesGuard(canWrite && form.isDirty());
  const edit = useVersionedEdit({
    entityType: 'BigJackpot',
    entityId: 'big-jackpot',
    loaded: version,
    isDirty: () => form.isDirty(),
    // The form holds its own values: an unedited one takes a colleague's save at once.
    whenClean: () => takeTheirs(true),
    editing: canWrite,
  });
  /** Their values into the form; `quietly` (nothing was typed when heard) makes way for typing begun since. */
  const takeTheirs = (quietly = false) =>
    void reload().then(({ data }) => {
      if (!data?.bigJackpot || (quietly && form.isDirty())) return;
      const theirs = jackpotFormValues(data.bigJackpot);
      form.setValues(theirs);
      form.resetDirty(theirs);
      edit.basedOn(data.bigJackpot.version);
    });

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (values: JackpotFormValues, overBase?: string) => {
    setFormErrors([]);
    edit.clear();
    try {
      const { data } = await save({ variables: { input: { ...jackpotInput(values), baseVersion: overBase ?? edit.baseVersion } } });
      const result = data?.saveBigJackpot;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.bigJackpot) {
        const split = splitUserErrors(result?.userErrors ?? [], FIELDS);
        form.setErrors(split.fields);
        return setFormErrors(split.form);
      }
      form.resetDirty();
      edit.basedOn(result.bigJackpot.version);
      notifySuccess(result.created ? 'Jackpot configuration saved!' : 'Jackpot configuration updated!');
    } catch (failure) {
      setFormErrors([readableError(failure)]);
    }
  };

  const notices = {
    edit,
    labelOf: jackpotFieldLabel,
    yoursOf: (field: string) => jackpotFieldText(form.values, field),
    keeping: saving.loading,
    onTakeTheirs: () => takeTheirs(),
    onKeepMine: (overBase: string) => void submit(form.getValues(), overBase),
  };
  return { form, formErrors, guard, submit, saving: saving.loading, notices };
}

/** 'Finish jackpot': ends the active jackpot on the jackpot service; resolves when answered. */
export function useFinishJackpot() {
  const [finish, finishing] = useMutation(FinishJackpotMutation);
  const finishJackpot = async () => {
    try {
      const { data } = await finish();
      const result = data?.finishJackpot;
      if (result?.status) notifySuccess(`Jackpot finished successfully status: ${result.status}`);
      else notifyError(result?.userErrors[0]?.message ?? 'The jackpot could not be finished.');
    } catch (failure) {
      notifyError(readableError(failure));
    }
  };
  return { finishJackpot, finishing: finishing.loading };
}
