import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { FormModal, FormModalCloseButton } from '../../shared/forms/form-modal';
import { notifySuccess } from '../../shared/notices/notify';
import { conflictOf, mergeFlatConflict, splitUserErrors, type Conflict, type UserError } from '../../shared/forms/user-errors';
import { BetshopPicker } from './betshop-picker';
import { addWebsiteToCachedPages } from './websites-cache';
import { WEBSITE_FORM_FIELDS, websiteFormSchema, type WebsiteFormValues } from './website-form-schema';
import type { WebsiteRow } from './websites-table';
import { ConflictNotice, LiveChangeNotice } from '../../shared/forms/conflict-notice';
import { useEditBase, useEntityChanged, type LiveChange } from '../../shared/live/live-changes';
import { PresenceNote } from '../../shared/live/presence';

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
const WebsiteEditBaseQuery = graphql(`
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

const UpdateWebsiteMutation = graphql(`
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

interface WebsiteFormModalProps {
  /** The website being edited; null to create one. */
  website: WebsiteRow | null;
  onClose: () => void;
  /** A new website was stored (the list decides where it goes). */
  onCreated: () => void;
}

/** Add/edit website. Mount it fresh per open (key it) so the form starts from the row. */
export function WebsiteFormModal({ website, onClose, onCreated }: WebsiteFormModalProps) {
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
  const base = useQuery(WebsiteEditBaseQuery, { variables: { id: website?.id ?? '' }, skip: !website, fetchPolicy: 'network-only' });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [loaded, setLoaded] = useEditBase(base.data?.website);
  const [heard, setHeard] = useState<LiveChange | null>(null);
  // A colleague's change heard while this form has unsaved edits: said now, checked at save.
  useEntityChanged('Website', website?.id, (change) => form.isDirty() && setHeard(change));

  /** The record as it is now, into the form and as the new base. */
  const takeTheirs = () => {
    setConflict(null);
    setHeard(null);
    void base.refetch().then(({ data }) => {
      const theirs = data?.website;
      if (!theirs) return;
      setLoaded(theirs);
      const values = { name: theirs.name, url: theirs.url, betshopId: theirs.betshopId ?? '' };
      form.setValues(values);
      form.resetDirty(values);
    });
  };
  const form = useForm<WebsiteFormValues>({
    initialValues: { name: website?.name ?? '', url: website?.url ?? '', betshopId: website?.betshopId ?? '' },
    validate: schemaResolver(websiteFormSchema, { sync: true }),
  });

  // Spec §8: for websites the first error entry is shown.
  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(errors.slice(0, 1), WEBSITE_FORM_FIELDS);
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  const mode = website ? 'Update' : 'Create';

  /** `overBase`: saved again on the version a conflict named (Keep mine, or a merge). */
  const save = async (values: WebsiteFormValues, thenSetPermissions = false, overBase?: string): Promise<void> => {
    setFormErrors([]);
    setConflict(null);
    setHeard(null);
    const input = { name: values.name.trim(), url: values.url.trim(), betshopId: values.betshopId.trim() };
    try {
      if (website) {
        const baseVersion = overBase ?? loaded?.version ?? null;
        const { data } = await updateWebsite({ variables: { input: { id: website.id, ...input, baseVersion } } });
        const payload = data?.updateWebsite;
        const refused = payload ? conflictOf(payload.userErrors) : null;
        if (refused) {
          // What only they changed is taken and the save goes again; what both changed waits for the user.
          const { merged, decide } = mergeFlatConflict(
            refused,
            loaded ? { ...loaded, betshopId: loaded.betshopId ?? '' } : undefined,
            input,
          );
          form.setValues(merged);
          if (decide.length === 0) return save(merged, thenSetPermissions, refused.version);
          return setConflict({ ...refused, fields: decide });
        }
        if (!payload?.website || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
        notifySuccess('Website Updated!');
        onClose();
        // Spec §2: website data of a Manager (role 2) leads on to the users' permissions.
        if (thenSetPermissions) void navigate(USERS_PATH);
        return;
      }
      const { data } = await createWebsite({ variables: { input } });
      const payload = data?.createWebsite;
      if (!payload?.website || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
      notifySuccess('Website Created!');
      onClose();
      onCreated();
    } catch (error) {
      // Outage or refusal: keep what was typed and say why.
      setFormErrors([readableError(error)]);
    }
  };

  return (
    // Spec 000 §4: Create when there is no id, otherwise Update.
    <FormModal onClose={onClose} dirty={form.isDirty()} title={`${mode} website`} centered>
      <form onSubmit={form.onSubmit((values) => save(values))} noValidate>
        <Stack gap="md">
          <FormErrorsAlert messages={formErrors} />
          <PresenceNote resource={website ? `Website:${website.id}` : null} />
          {heard && !conflict && <LiveChangeNotice change={heard} onTakeTheirs={takeTheirs} />}
          {conflict && (
            <ConflictNotice
              conflict={conflict}
              labelOf={(field) => ({ name: 'Name', url: 'Url', betshopId: 'Betshop' })[field] ?? null}
              yoursOf={(field) => (field === 'name' || field === 'url' || field === 'betshopId' ? form.values[field] : null)}
              keeping={updating.loading}
              onTakeTheirs={takeTheirs}
              onKeepMine={(base) => void save(form.getValues(), false, base)}
            />
          )}
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
                loading={creating.loading || updating.loading}
                onClick={() => {
                  if (!form.validate().hasErrors) void save(form.getValues(), true);
                }}
              >
                Create and set permissions
              </Button>
            )}
            <Button type="submit" loading={creating.loading || updating.loading}>
              {mode}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
