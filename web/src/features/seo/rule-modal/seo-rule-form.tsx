import { Button, Checkbox, Grid, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { FormErrorsAlert } from '../../../shared/forms/form-errors-alert';
import { useFormModalClose } from '../../../shared/forms/form-modal';
import { useVersionedEdit, VersionedNotices } from '../../../shared/forms/use-versioned-edit';
import { splitUserErrors, type UserError } from '../../../shared/forms/user-errors';
import { saveMode, seoFieldLabel, seoFieldText, type SeoRuleValues } from './seo-rule-save';
import { descriptionCounter, titleCounter, type SerpCounter } from './serp-counters';
import { Counter, SerpPreview } from './serp-preview';
import { GrowingTextarea } from '../../../shared/forms/growing-textarea';

/** Under a field: its count, and past the limit a word on what that means. */
function FieldCounter({ counter }: { counter: SerpCounter }) {
  return <Counter counter={{ ...counter, text: counter.over ? `${counter.text}: longer than search results show` : counter.text }} />;
}

// Its own chunk: TipTap is downloaded only when an SEO rule modal opens.
const SeoContentEditor = lazy(() => import('../content-editor/seo-content-editor'));

const FIELDS = ['metaTitle', 'metaDescription', 'pageTitle', 'content', 'noindex'] as const;

interface SeoRuleFormProps {
  initialValues: SeoRuleValues;
  ruleId: string | null;
  /** The rule's id (the listed row's) and the version the form was loaded with: what a save is based on. */
  entityId: string | undefined;
  version: string | undefined;
  canWrite: boolean;
  /** The website's address, shown in the search-result preview. */
  websiteUrl: string;
  /** Saves on `baseVersion`; resolves to the server's userErrors (none = saved). */
  onSubmit: (values: SeoRuleValues, baseVersion: string | null) => Promise<readonly UserError[]>;
  /** Take theirs: the rule read again, and the form opened again on it. */
  onTakeTheirs: () => void;
  onClose: () => void;
}

function EditorFallback() {
  return (
    <Group h={600} justify="center" aria-label="Loading editor" role="status">
      <Loader size="sm" />
    </Group>
  );
}

/** The SEO rule modal's fields, the live search-result preview and Close / Create or Update. */
export function SeoRuleForm(props: SeoRuleFormProps) {
  const { initialValues, ruleId, entityId, version, canWrite, websiteUrl, onSubmit, onTakeTheirs, onClose } = props;
  const form = useForm<SeoRuleValues>({ initialValues });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const disabled = !canWrite || saving;
  const close = useFormModalClose(canWrite && form.isDirty(), onClose);
  const edit = useVersionedEdit({
    entityType: 'SeoRule',
    entityId,
    loaded: version,
    isDirty: () => form.isDirty(),
    // Nothing typed yet: the form opens again on the colleague's texts.
    whenClean: onTakeTheirs,
  });

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const save = async (values: SeoRuleValues, overBase?: string) => {
    setSaving(true);
    setFormErrors([]);
    edit.clear();
    try {
      const errors = await onSubmit(values, overBase ?? edit.baseVersion);
      if (edit.refused(errors)) return;
      const split = splitUserErrors(errors, FIELDS);
      form.setErrors(split.fields);
      setFormErrors(split.form);
    } finally {
      setSaving(false);
    }
  };
  const submit = form.onSubmit((values) => save(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorsAlert messages={formErrors} />
        <VersionedNotices
          edit={edit}
          labelOf={seoFieldLabel}
          yoursOf={(field) => seoFieldText(form.getValues(), field)}
          keeping={saving}
          onTakeTheirs={onTakeTheirs}
          onKeepMine={(base) => void save(form.getValues(), base)}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {/* The counter sits under the field too: a title past its recommended length is hinted where it is typed. */}
              <TextInput
                label="Meta Title"
                description={<FieldCounter counter={titleCounter(form.values.metaTitle)} />}
                disabled={disabled}
                {...form.getInputProps('metaTitle')}
              />
              <GrowingTextarea
                label="Meta Description"
                description={<FieldCounter counter={descriptionCounter(form.values.metaDescription)} />}
                minRows={2}
                maxRows={5}
                disabled={disabled}
                {...form.getInputProps('metaDescription')}
              />
              <TextInput label="Page Title - H1" disabled={disabled} {...form.getInputProps('pageTitle')} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SerpPreview title={form.values.metaTitle} description={form.values.metaDescription} url={websiteUrl} />
          </Grid.Col>
        </Grid>
        <Suspense fallback={<EditorFallback />}>
          <SeoContentEditor value={initialValues.content} onChange={(html) => form.setFieldValue('content', html)} disabled={disabled} />
        </Suspense>
        {typeof form.errors.content === 'string' && <FormErrorsAlert messages={[form.errors.content]} />}
        <Checkbox label="Meta noindex" disabled={disabled} {...form.getInputProps('noindex', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button type="submit" disabled={!canWrite} loading={saving}>
            {saveMode(ruleId)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
