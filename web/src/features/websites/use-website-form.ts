import { useMutation, useQuery } from '@apollo/client/react';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { useEditBase } from '../../shared/live/live-changes';
import { notifySuccess } from '../../shared/notices/notify';
import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';
import { conflictOf, mergeFlatConflict, splitUserErrors, type UserError } from '../../shared/forms/user-errors';
import { addWebsiteToCachedPages } from './websites-cache';
import { WEBSITE_FORM_FIELDS, websiteFormSchema, type WebsiteFormValues } from './website-form-schema';
import type { WebsiteRow } from './websites-table';

// The add/edit website modal's state and save, on the edit-form primitive (issue 41): the version
// read when it opens goes with the save; what only a colleague changed is taken in and the save
// goes again, what both changed is the user's to decide; an unedited modal follows their save.

const USERS_PATH = '/home/all-users';

// Both mutations return the row fragment: the normalised cache updates the list.
const CreateWebsiteMutation = graphql(`
  mutation CreateWebsite($input: CreateWebsiteInput!) {
    createWebsite(input: $input) {
      website {
        ...WebsiteRow_website
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

// The website as this edit starts from: its version goes with the save (no silent overwrite).
export const WebsiteEditBaseQuery = graphql(`
  query WebsiteEditBase($id: ID!) {
    website(id: $id) {
      id
      name
      url
      betshopId
      version
    }
  }
`);

export const UpdateWebsiteMutation = graphql(`
  mutation UpdateWebsite($input: UpdateWebsiteInput!) {
    updateWebsite(input: $input) {
      website {
        ...WebsiteRow_website
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const FIELD_LABELS: Record<string, string> = { name: 'Name', url: 'Url', betshopId: 'Betshop' };
const isFormField = (field: string): field is keyof WebsiteFormValues => field in FIELD_LABELS;

/** A stored website as the form's values (no betshop is an empty field). */
const valuesOf = (website: { name: string; url: string; betshopId?: string | null }): WebsiteFormValues => ({
  name: website.name,
  url: website.url,
  betshopId: website.betshopId ?? '',
});

export function useWebsiteForm(website: WebsiteRow | null, onClose: () => void, onCreated: () => void) {
  const navigate = useNavigate();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [createWebsite, creating] = useMutation(CreateWebsiteMutation, {
    update(cache, { data }) {
      const created = data?.createWebsite.website;
      const id = created && cache.identify(created);
      if (id) addWebsiteToCachedPages(cache, { __ref: id });
    },
  });
  const [updateWebsite, updating] = useMutation(UpdateWebsiteMutation);
  // Read when the modal opens (the list's rows carry no version): the edit's base.
  const base = useQuery(WebsiteEditBaseQuery, { variables: { id: website?.id ?? '' }, skip: !website, fetchPolicy: 'network-only' });
  // The values the edit is based on, for the three-way merge.
  const [loaded, setLoaded] = useEditBase(base.data?.website);
  const form = useForm<WebsiteFormValues>({
    initialValues: website ? valuesOf(website) : { name: '', url: '', betshopId: '' },
    validate: schemaResolver(websiteFormSchema, { sync: true }),
  });
  /**
   * The record as it is now, into the form and as the new base. `quietly`: a colleague's save
   * heard while nothing was typed, which makes way if the user starts typing before it is read.
   */
  const takeTheirs = (quietly = false) =>
    void base.refetch().then(({ data }) => {
      if (!data?.website || (quietly && form.isDirty())) return;
      setLoaded(data.website);
      form.setValues(valuesOf(data.website));
      form.resetDirty(valuesOf(data.website));
      edit.basedOn(data.website.version);
    });
  const edit = useVersionedEdit({
    entityType: 'Website',
    entityId: website?.id,
    loaded: base.data?.website?.version,
    isDirty: () => form.isDirty(),
    whenClean: () => takeTheirs(true),
    editing: website?.viewerCanWrite ?? true,
  });

  // Spec §8: for websites the first error entry is shown.
  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(errors.slice(0, 1), WEBSITE_FORM_FIELDS);
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  const update = async (id: string, input: WebsiteFormValues, thenSetPermissions: boolean, overBase?: string): Promise<void> => {
    const baseVersion = overBase ?? edit.baseVersion;
    const { data } = await updateWebsite({ variables: { input: { id, ...input, baseVersion } } });
    const payload = data?.updateWebsite;
    const refused = payload ? conflictOf(payload.userErrors) : null;
    if (refused) {
      const { merged, decide } = mergeFlatConflict(refused, loaded ? { ...valuesOf(loaded) } : undefined, { ...input });
      form.setValues(merged);
      if (decide.length === 0) return update(id, merged, thenSetPermissions, refused.version);
      return edit.decide({ ...refused, fields: decide });
    }
    if (!payload?.website || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
    notifySuccess('Website Updated!');
    onClose();
    // Spec §2: website data of a Manager (role 2) leads on to the users' permissions.
    if (thenSetPermissions) void navigate(USERS_PATH);
  };

  const create = async (input: WebsiteFormValues) => {
    const { data } = await createWebsite({ variables: { input } });
    const payload = data?.createWebsite;
    if (!payload?.website || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
    notifySuccess('Website Created!');
    onClose();
    onCreated();
  };

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const save = async (values: WebsiteFormValues, thenSetPermissions = false, overBase?: string) => {
    setFormErrors([]);
    edit.clear();
    const input = { name: values.name.trim(), url: values.url.trim(), betshopId: values.betshopId.trim() };
    try {
      await (website ? update(website.id, input, thenSetPermissions, overBase) : create(input));
    } catch (error) {
      // Outage or refusal: keep what was typed and say why.
      setFormErrors([readableError(error)]);
    }
  };

  const notices = {
    edit,
    labelOf: (field: string) => FIELD_LABELS[field] ?? null,
    yoursOf: (field: string) => (isFormField(field) ? form.values[field] : null),
    keeping: updating.loading,
    onTakeTheirs: () => takeTheirs(),
    onKeepMine: (over: string) => void save(form.getValues(), false, over),
  };
  return { form, formErrors, save, saving: creating.loading || updating.loading, notices };
}
