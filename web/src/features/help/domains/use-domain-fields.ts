import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { DomainForm_DomainFragment } from '../../../gql/graphql';
import { appendToRootList } from '../../../shared/cache/cache-updates';
import { readableError } from '../../../shared/requests/error-message';
import { notifySuccess } from '../../../shared/notices/notify';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useVersionedEdit } from '../../../shared/forms/use-versioned-edit';
import { useCommentPrompt } from '../comment-prompt';
import type { SvgValue } from '../svg-field';
import { domainFieldLabel, domainFieldText } from './domain-conflict';
import {
  domainInput,
  EMPTY_DOMAIN,
  selectableWebsites,
  valuesForWebsite,
  valuesOfDomain,
  type DomainValues,
  type SeoText,
} from './domain-form-rules';

// A help domain's form state and save on the edit-form primitive (issues 28, 41): its values and
// logo, the website it is for, the comment every save asks for, the version and conflicts, the guard.

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

export interface DomainFieldsProps {
  domain: DomainForm_DomainFragment | null;
  websites: { id: string; name: string; languages: string[]; defaultLanguage: string; domainId?: string | null }[];
  links: { id: string; label: string }[];
  readOnly: boolean;
  onClose: () => void;
}

export function useDomainFields({ domain, websites, readOnly, onClose }: DomainFieldsProps) {
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

  const notices = {
    edit,
    labelOf: domainFieldLabel,
    yoursOf: (field: string) => domainFieldText(values, field),
    keeping: loading,
    onTakeTheirs: takeTheirs,
    onKeepMine: (base: string) => void submit(base),
  };
  const canSave = !readOnly && dirty && values.websiteId !== '';
  return { values, setValues, logo, setLogo, errors, loading, canSave, options, chooseWebsite, setSeo, submit, comment, guard, notices };
}

export type DomainFieldsState = ReturnType<typeof useDomainFields>;
