import { Button, Checkbox, Grid, Group, Loader, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { FormErrorsAlert } from '../../shared/form-errors-alert';
import { splitUserErrors, type UserError } from '../../shared/user-errors';
import { saveMode, type SeoRuleValues } from './seo-rule-save';
import { SerpPreview } from './serp-preview';

// Its own chunk: TipTap is downloaded only when an SEO rule modal opens.
const SeoContentEditor = lazy(() => import('./seo-content-editor'));

const FIELDS = ['metaTitle', 'metaDescription', 'pageTitle', 'content', 'noindex'] as const;

interface SeoRuleFormProps {
  initialValues: SeoRuleValues;
  ruleId: string | null;
  canWrite: boolean;
  /** The website's address, shown in the search-result preview. */
  websiteUrl: string;
  /** Saves; resolves to the server's userErrors (none = saved). */
  onSubmit: (values: SeoRuleValues) => Promise<readonly UserError[]>;
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
export function SeoRuleForm({ initialValues, ruleId, canWrite, websiteUrl, onSubmit, onClose }: SeoRuleFormProps) {
  const form = useForm<SeoRuleValues>({ initialValues });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const disabled = !canWrite || saving;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFormErrors([]);
    try {
      const errors = await onSubmit(values);
      const split = splitUserErrors(errors, FIELDS);
      form.setErrors(split.fields);
      setFormErrors(split.form);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorsAlert messages={formErrors} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <TextInput label="Meta Title" disabled={disabled} {...form.getInputProps('metaTitle')} />
              <Textarea label="Meta Description" autosize minRows={2} maxRows={5} disabled={disabled} {...form.getInputProps('metaDescription')} />
              <TextInput label="Page Title - H1" disabled={disabled} {...form.getInputProps('pageTitle')} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SerpPreview title={form.values.metaTitle} description={form.values.metaDescription} url={websiteUrl} />
          </Grid.Col>
        </Grid>
        <Suspense fallback={<EditorFallback />}>
          <SeoContentEditor
            value={initialValues.content}
            onChange={(html) => form.setFieldValue('content', html)}
            disabled={disabled}
          />
        </Suspense>
        {form.errors.content && <FormErrorsAlert messages={[String(form.errors.content)]} />}
        <Checkbox label="Meta noindex" disabled={disabled} {...form.getInputProps('noindex', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
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
