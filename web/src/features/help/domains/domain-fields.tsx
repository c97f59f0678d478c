import { Button, Checkbox, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { FormErrorsAlert } from '../../../shared/forms/form-errors-alert';
import { UnsavedChangesModal } from '../../../shared/forms/unsaved-changes-modal';
import { VersionedNotices } from '../../../shared/forms/use-versioned-edit';
import { SvgField } from '../svg-field';
import { DomainCodeFields } from './domain-code-fields';
import { DomainLanguageFields } from './domain-language-fields';
import { useDomainFields, type DomainFieldsProps } from './use-domain-fields';

/** A help domain's form (spec 001 §2.10): its website, logo, brand, languages, SEO texts, links and code. */
export function DomainFields(props: DomainFieldsProps) {
  const { domain, links, readOnly, onClose } = props;
  const form = useDomainFields(props);
  const { values, setValues } = form;
  const websites = readOnly && domain ? [{ id: domain.websiteId, name: domain.websiteName }] : form.options;
  return (
    <Paper withBorder p="md" component="section" aria-label={domain ? `Domain ${domain.websiteName}` : 'New domain'}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {domain ? `Domain ${domain.websiteName}` : 'New domain'}
        </Title>
        <FormErrorsAlert messages={form.errors} />
        <VersionedNotices {...form.notices} />
        <Select
          label="Website"
          required
          data={websites.map((w) => ({ value: w.id, label: w.name }))}
          value={values.websiteId || null}
          onChange={form.chooseWebsite}
          disabled={readOnly}
          allowDeselect={false}
          searchable
        />
        <SvgField label="Logo" currentUrl={domain?.logoUrl ?? null} value={form.logo} onChange={form.setLogo} disabled={readOnly} />
        <TextInput
          label="Brand name"
          value={values.brandName}
          readOnly={readOnly}
          onChange={(e) => setValues({ ...values, brandName: e.currentTarget.value })}
          maxLength={255}
        />
        <DomainLanguageFields form={form} readOnly={readOnly} />
        <Checkbox.Group label="Links" value={values.linkIds} onChange={(ids) => !readOnly && setValues({ ...values, linkIds: ids })}>
          <Group mt={4}>
            {links.map((link) => (
              <Checkbox key={link.id} value={link.id} label={link.label} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <DomainCodeFields form={form} readOnly={readOnly} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void form.submit()} disabled={!form.canSave} loading={form.loading}>
            Save
          </Button>
        </Group>
      </Stack>
      {form.comment.modal}
      <UnsavedChangesModal guard={form.guard} />
    </Paper>
  );
}
