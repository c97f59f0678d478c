import { useApolloClient, useMutation } from '@apollo/client/react';
import { appendToRootList } from '../../../shared/cache-updates';
import { Button, Checkbox, Group, Paper, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { DomainForm_DomainFragment } from '../../../gql/graphql';
import { readableError } from '../../../shared/error-message';
import { FormErrorsAlert } from '../../../shared/form-errors-alert';
import { notifySuccess } from '../../../shared/notify';
import { UnsavedChangesModal } from '../../../shared/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../../shared/use-unsaved-changes-guard';
import { useCommentPrompt } from '../comment-prompt';
import {
  domainInput,
  EMPTY_DOMAIN,
  selectableWebsites,
  setDefaultLanguage,
  toggleLanguage,
  valuesForWebsite,
  valuesOfDomain,
  type DomainValues,
  type SeoText,
} from './domain-form-rules';
import { SvgField, type SvgValue } from '../svg-field';
import { graphql } from '../../../gql';
import { useVersionedEdit, VersionedNotices } from '../../../shared/use-versioned-edit';
import { domainFieldLabel, domainFieldText } from './domain-conflict';
import { DomainSeoTabs } from './domain-seo-tabs';

const SaveHelpDomainMutation = graphql(`
  mutation SaveHelpDomain($id: ID!, $create: Boolean!, $input: HelpDomainInput!, $comment: String, $baseVersion: String) {
    createHelpDomain(input: $input, comment: $comment) @include(if: $create) {
      domain {
        ...DomainForm_domain
      }
      userErrors {
        ...UserErrors
      }
    }
    updateHelpDomain(id: $id, input: $input, comment: $comment, baseVersion: $baseVersion) @skip(if: $create) {
      domain {
        ...DomainForm_domain
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

// The domains as they are now, for a conflict's Take theirs.
const HelpDomainsNowQuery = graphql(`
  query HelpDomainsNow {
    helpDomains {
      ...DomainForm_domain
    }
  }
`);

interface DomainFieldsProps {
  domain: DomainForm_DomainFragment | null;
  websites: { id: string; name: string; languages: string[]; defaultLanguage: string; domainId?: string | null }[];
  links: { id: string; label: string }[];
  readOnly: boolean;
  onClose: () => void;
}

export function DomainFields({ domain, websites, links, readOnly, onClose }: DomainFieldsProps) {
  const [initial, setInitial] = useState<DomainValues>(() =>
    domain
      ? valuesOfDomain(
          domain,
          websites.find((w) => w.id === domain.websiteId),
        )
      : EMPTY_DOMAIN,
  );
  const [values, setValues] = useState(initial);
  const [logo, setLogo] = useState<SvgValue>({ svg: null, remove: false });
  const [errors, setErrors] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SaveHelpDomainMutation);
  const comment = useCommentPrompt();
  const dirty = !readOnly && (JSON.stringify(values) !== JSON.stringify(initial) || logo.svg !== null || logo.remove);
  const guard = useUnsavedChangesGuard(dirty);
  const options = selectableWebsites(websites, domain?.id ?? null);
  const client = useApolloClient();
  const edit = useVersionedEdit({ entityType: 'HelpDomain', entityId: domain?.id, loaded: domain?.version, isDirty: () => dirty });
  const takeTheirs = () => {
    if (!domain) return;
    void client.query({ query: HelpDomainsNowQuery, fetchPolicy: 'network-only' }).then(({ data }) => {
      const theirs = data?.helpDomains.find((d) => d.id === domain.id);
      if (!theirs) return;
      const loaded = valuesOfDomain(
        theirs,
        websites.find((w) => w.id === theirs.websiteId),
      );
      setInitial(loaded);
      setValues(loaded);
      setLogo({ svg: null, remove: false });
      edit.basedOn(theirs.version);
    });
  };

  const chooseWebsite = (id: string | null) => {
    const website = options.find((w) => w.id === id);
    if (!website) return;
    // A new website starts a new form (its languages); the logo choice goes too.
    const fresh = valuesForWebsite(website);
    setValues(fresh);
    setLogo({ svg: null, remove: false });
    if (!domain) setInitial({ ...EMPTY_DOMAIN });
  };
  const setSeo = (code: string, field: keyof SeoText, value: string) =>
    setValues((current) => ({ ...current, seo: { ...current.seo, [code]: { ...current.seo[code]!, [field]: value } } }));

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (overBase?: string) => {
    const note = await comment.ask();
    if (note === null) return;
    setErrors([]);
    edit.clear();
    try {
      const baseVersion = overBase ?? edit.baseVersion;
      const { data } = await save({
        variables: { id: domain?.id ?? '0', create: !domain, input: domainInput(values, logo), comment: note || null, baseVersion },
        update: (cache, { data: saved }) => appendToRootList(cache, 'helpDomains', saved?.createHelpDomain?.domain),
      });
      const result = domain ? data?.updateHelpDomain : data?.createHelpDomain;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.domain) {
        setErrors(result?.userErrors.map((e) => e.message) ?? ['The domain was not saved.']);
        return;
      }
      notifySuccess(domain ? 'Domain Updated' : 'Domain Created');
      onClose();
    } catch (error) {
      setErrors([readableError(error)]);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={domain ? `Domain ${domain.websiteName}` : 'New domain'}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {domain ? `Domain ${domain.websiteName}` : 'New domain'}
        </Title>
        <FormErrorsAlert messages={errors} />
        <VersionedNotices
          edit={edit}
          labelOf={domainFieldLabel}
          yoursOf={(field) => domainFieldText(values, field)}
          keeping={loading}
          onTakeTheirs={takeTheirs}
          onKeepMine={(base) => void submit(base)}
        />
        <Select
          label="Website"
          required
          data={
            readOnly && domain
              ? [{ value: domain.websiteId, label: domain.websiteName }]
              : options.map((w) => ({ value: w.id, label: w.name }))
          }
          value={values.websiteId || null}
          onChange={chooseWebsite}
          disabled={readOnly}
          allowDeselect={false}
          searchable
        />
        <SvgField label="Logo" currentUrl={domain?.logoUrl ?? null} value={logo} onChange={setLogo} disabled={readOnly} />
        <TextInput
          label="Brand name"
          value={values.brandName}
          readOnly={readOnly}
          onChange={(e) => setValues({ ...values, brandName: e.currentTarget.value })}
          maxLength={255}
        />
        <Checkbox.Group label="Available languages" value={values.languages}>
          <Group mt={4}>
            {values.websiteLanguages.map((code) => (
              <Checkbox
                key={code}
                value={code}
                label={code}
                disabled={readOnly || code === values.defaultLanguage}
                onChange={(e) => setValues(toggleLanguage(values, code, e.currentTarget.checked))}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label="Default language"
          data={values.websiteLanguages}
          value={values.defaultLanguage || null}
          onChange={(code) => code && setValues(setDefaultLanguage(values, code))}
          disabled={readOnly || !values.websiteId}
          allowDeselect={false}
          w={200}
        />
        <DomainSeoTabs
          languages={values.languages}
          defaultLanguage={values.defaultLanguage}
          seo={values.seo}
          readOnly={readOnly}
          onChange={setSeo}
        />
        <Checkbox.Group label="Links" value={values.linkIds} onChange={(ids) => !readOnly && setValues({ ...values, linkIds: ids })}>
          <Group mt={4}>
            {links.map((link) => (
              <Checkbox key={link.id} value={link.id} label={link.label} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label="Head code"
          value={values.headCode}
          readOnly={readOnly}
          onChange={(e) => setValues({ ...values, headCode: e.currentTarget.value })}
          autosize
          minRows={3}
          maxLength={20000}
          ff="monospace"
        />
        <Textarea
          label="Body code"
          value={values.bodyCode}
          readOnly={readOnly}
          onChange={(e) => setValues({ ...values, bodyCode: e.currentTarget.value })}
          autosize
          minRows={3}
          maxLength={20000}
          ff="monospace"
        />
        <Textarea
          label="Footer code"
          value={values.footerCode}
          readOnly={readOnly}
          onChange={(e) => setValues({ ...values, footerCode: e.currentTarget.value })}
          autosize
          minRows={3}
          maxLength={20000}
          ff="monospace"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void submit()} disabled={readOnly || !dirty || !values.websiteId} loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
      {comment.modal}
      <UnsavedChangesModal guard={guard} />
    </Paper>
  );
}
