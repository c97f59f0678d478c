import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { refreshRootField } from '../../shared/cache/cache-updates';
import { readableError } from '../../shared/requests/error-message';
import { notifySuccess } from '../../shared/notices/notify';
import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';
import { conflictOf, splitConflict, splitUserErrors } from '../../shared/forms/user-errors';
import { isIconUnchanged, type IconFormValues } from './icon-form-state';

// The icon modal's state and save, on the edit-form primitive (issue 41): an update sends the
// version the modal opened with, a colleague's save is refused naming who and when (nothing is
// overwritten), an unedited modal follows it, and others see who has the icon open.

export const IconRowFragment = graphql(`
  fragment IconRow_icon on Icon {
    id
    name
    slugs
    version
  }
`);

export const IconForEditQuery = graphql(`
  query IconForEdit($id: ID!) {
    icon(id: $id) {
      ...IconRow_icon
    }
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

export const UpdateIconMutation = graphql(`
  mutation UpdateIcon($id: ID!, $input: IconInput!, $baseVersion: String) {
    updateIcon(id: $id, input: $input, baseVersion: $baseVersion) {
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
  version: string;
}

const valuesOf = (icon: Pick<IconRow, 'name' | 'slugs'> | null): IconFormValues => ({
  name: icon?.name ?? '',
  slugs: icon?.slugs?.length ? icon.slugs : [''],
});

/** A conflict's field (`name`, `slugs.1`) as the modal labels it, and the user's value of it. */
export const iconFieldLabel = (field: string) =>
  field === 'name' ? 'Icon name' : field.startsWith('slugs.') ? `Slug ${Number(field.slice(6)) + 1}` : null;
export const iconFieldText = (values: IconFormValues, field: string) =>
  field === 'name' ? values.name : field.startsWith('slugs.') ? (values.slugs[Number(field.slice(6))] ?? null) : null;

/** The values with a colleague's value of one field taken in (`name`, `slugs.1`; a slug they removed goes). */
function takeIconField(values: IconFormValues, field: string, theirs: string | null): IconFormValues {
  if (field === 'name') return { ...values, name: theirs ?? '' };
  const at = Number(field.slice(6));
  const slugs = [...values.slugs];
  if (theirs === null) slugs.splice(at, 1);
  else slugs[at] = theirs;
  return { ...values, slugs: slugs.length > 0 ? slugs : [''] };
}

export function useIconForm(icon: IconRow | null, onClose: () => void) {
  const client = useApolloClient();
  // The values the modal opened with (or took from a colleague's save): unchanged means nothing to save.
  const [loaded, setLoaded] = useState<IconFormValues>(() => valuesOf(icon));
  const [values, setValues] = useState<IconFormValues>(loaded);
  const [errors, setErrors] = useState<string[]>([]);
  // A refusal that names the icon name shows on it (and the modal puts the focus there).
  const [nameError, setNameError] = useState<ReactNode>(null);
  const [createIcon, creating] = useMutation(CreateIconMutation, {
    // A new icon may land on any page: the list loads again.
    update: (cache, { data }) => data?.createIcon.icon && refreshRootField(cache, 'icons'),
  });
  const [updateIcon, updating] = useMutation(UpdateIconMutation);

  const takeTheirs = () => {
    if (!icon) return;
    void client.query({ query: IconForEditQuery, variables: { id: icon.id }, fetchPolicy: 'network-only' }).then(({ data }) => {
      const theirs = data?.icon;
      if (!theirs) return;
      setLoaded(valuesOf(theirs));
      setValues(valuesOf(theirs));
      edit.basedOn(theirs.version);
    });
  };
  const edit = useVersionedEdit({
    entityType: 'Icon',
    entityId: icon?.id,
    loaded: icon?.version,
    isDirty: () => !isIconUnchanged(loaded, values),
    whenClean: takeTheirs,
  });

  const refuse = (userErrors: readonly { field: string | null; message: string }[]) => {
    const split = splitUserErrors(userErrors, ['name'] as const);
    setNameError(split.fields.name ?? null);
    setErrors(split.form);
  };

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  /** `overBase`: saved again on the version a conflict named (Keep mine, or a merge of what only they changed). */
  const save = async (overBase?: string, mine: IconFormValues = values): Promise<void> => {
    setErrors([]);
    setNameError(null);
    edit.clear();
    const input = { name: mine.name, slugs: mine.slugs };
    try {
      if (icon) {
        const { data } = await updateIcon({ variables: { id: icon.id, input, baseVersion: overBase ?? edit.baseVersion } });
        const result = data?.updateIcon;
        const refused = conflictOf(result?.userErrors ?? []);
        if (refused) {
          // Three-way: what only the colleague changed (the user's is still as loaded) is taken in and
          // the save goes again on their version, so it writes none of it back; the rest is the user's to decide.
          const { adopt, decide } = splitConflict(
            refused,
            (f) => iconFieldText(loaded, f),
            (f) => iconFieldText(mine, f),
          );
          const merged = adopt.reduce((v, f) => takeIconField(v, f.name, f.theirs), mine);
          setValues(merged);
          return decide.length === 0 ? save(refused.version, merged) : edit.decide({ ...refused, fields: decide });
        }
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

  const setName = (name: string) => {
    setNameError(null);
    setValues((v) => ({ ...v, name }));
  };
  const saving = creating.loading || updating.loading;
  return { values, setValues, setName, loaded, errors, nameError, edit, takeTheirs, save, saving };
}
