import { useMutation, useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { readableError } from '../../../shared/requests/error-message';
import { FormModal } from '../../../shared/forms/form-modal';
import { notifySuccess } from '../../../shared/notices/notify';
import { conflictOf } from '../../../shared/forms/user-errors';
import { entityTypeLabel } from '../seo-labels';
import { SeoRuleForm } from './seo-rule-form';
import { SeoRuleHeader } from './seo-rule-header';
import { SaveSeoRuleMutation, SeoRuleQuery } from './seo-rule-operations';
import { saveMode, toSaveInput, type SeoRuleValues } from './seo-rule-save';
import type { SeoRuleTarget, WebsiteLanguage } from '../seo-types';

const EMPTY: SeoRuleValues = { metaTitle: '', metaDescription: '', pageTitle: '', content: '', noindex: false };

interface SeoRuleModalProps {
  websiteId: string;
  websiteName: string;
  websiteUrl: string;
  languages: readonly WebsiteLanguage[];
  target: SeoRuleTarget;
  canWrite: boolean;
  onClose: () => void;
}

/** Create or update one entity's SEO rule (spec 001 §2.2, §4), 80% wide. */
export function SeoRuleModal({ websiteId, websiteName, websiteUrl, languages, target, canWrite, onClose }: SeoRuleModalProps) {
  const query = useQuery(SeoRuleQuery, {
    variables: { websiteId, ...target },
    fetchPolicy: 'network-only',
  });
  // A colleague's save read again under the open form (the live feed) keeps the form, and what it holds.
  const data = query.data ?? query.previousData;
  const [save] = useMutation(SaveSeoRuleMutation);
  // Take theirs opens the form again on the rule as it is now.
  const [opened, setOpened] = useState(0);
  // Spec 001 §4: a rule that fails to load is treated as a new one (Create).
  const rule = data?.seoRule ?? { ruleId: null, websiteId, ...target, sportName: null, regionName: null, ...EMPTY };
  const language = languages.find((l) => l.id === target.languageId);
  const entity = [rule.name || target.name, rule.sportName, rule.regionName].filter(Boolean).join(' · ');

  const submit = async (values: SeoRuleValues, baseVersion: string | null) => {
    try {
      // A failed save rejects (default error policy) and lands in the catch: an answer has its payload.
      const { data } = await save({ variables: { input: toSaveInput(rule, values, baseVersion) } });
      const { userErrors } = data!.saveSeoRule;
      if (userErrors.length === 0) {
        notifySuccess('Successfully updated SEO rule');
        onClose();
      }
      // Refused over a colleague's save: the rule is read again (under the form, which keeps what
      // was typed), so Keep mine updates the rule they may have just created instead of adding one.
      if (conflictOf(userErrors)) void query.refetch();
      return userErrors;
    } catch (error) {
      return [{ field: null, message: readableError(error) }];
    }
  };

  const takeTheirs = () => void query.refetch().then(() => setOpened((n) => n + 1));

  return (
    <FormModal onClose={onClose} size="80%" title={`${saveMode(rule.ruleId)} SEO Rule`}>
      <SeoRuleHeader
        websiteName={websiteName}
        languageName={language ? `${language.name} (${language.code})` : target.languageId}
        pageType={entityTypeLabel(target.entityType, target.altCtx)}
        entity={entity}
      />
      {query.loading && !data ? (
        <Center h={200}>
          <Loader role="status" aria-label="Loading SEO rule" />
        </Center>
      ) : (
        <SeoRuleForm
          key={opened}
          initialValues={{
            metaTitle: rule.metaTitle,
            metaDescription: rule.metaDescription,
            pageTitle: rule.pageTitle,
            content: rule.content,
            noindex: rule.noindex,
          }}
          ruleId={rule.ruleId}
          entityId={data?.seoRule.id}
          version={data?.seoRule.version}
          canWrite={canWrite}
          websiteUrl={websiteUrl}
          onSubmit={submit}
          onTakeTheirs={takeTheirs}
          onClose={onClose}
        />
      )}
    </FormModal>
  );
}
