import { Alert, Badge, Group, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../shared/notices/confirm-modal';
import type { FieldEditorProps } from '../fields/field-editor';
import { LanguagePanel } from './language-panel';
import { languagesWithTextErrors } from './questionnaire-errors';
import { setFallbackLanguage } from './question-edits';
import type { StoredQuestionnaire } from './questionnaire-types';
import { useQuestionnaireForm } from './use-questionnaire-form';

export const FALLBACK_CONFIRM = 'Are you sure you want to change the fallback language?';

/** Questionnaire editor (spec 001 §3–§5): a tab per language, one shared list of questions. */
export function QuestionnaireEditor({ setting, languages, value, onChange, errors, disabled }: FieldEditorProps<StoredQuestionnaire>) {
  const [form, change] = useQuestionnaireForm(
    value,
    languages.map((language) => language.code),
    onChange,
  );
  const [tab, setTab] = useState<string | null>(form.languages[0] ?? null);
  const [pendingFallback, setPendingFallback] = useState<string | null>(null);
  const languageName = (code: string) => languages.find((language) => language.code === code)?.name ?? code;
  const withErrors = languagesWithTextErrors(errors);
  const open = tab !== null && form.languages.includes(tab) ? tab : form.languages[0];

  return (
    <Stack gap="sm">
      {errors[''] && (
        <Alert color="red" variant="light" role="alert" title="The questionnaire cannot be saved">
          {errors['']}
        </Alert>
      )}
      <Tabs value={open} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-label={`${setting.label} languages`}>
          {form.languages.map((code) => (
            <Tabs.Tab key={code} value={code}>
              <Group gap={6} wrap="nowrap">
                {languageName(code)}
                {code === form.fallback && (
                  <Badge size="xs" variant="filled">
                    Fallback
                  </Badge>
                )}
                {withErrors.has(code) && (
                  <Badge size="xs" color="red.8" variant="filled">
                    Texts missing
                  </Badge>
                )}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {form.languages.map((code) => (
          <Tabs.Panel key={code} value={code}>
            <LanguagePanel
              form={form}
              code={code}
              onChange={change}
              errors={errors}
              disabled={disabled}
              languageName={languageName}
              onRequestFallback={setPendingFallback}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ConfirmModal
        opened={pendingFallback !== null}
        title="Fallback language"
        message={FALLBACK_CONFIRM}
        cancelLabel="No"
        confirmLabel="Yes"
        onCancel={() => setPendingFallback(null)}
        onConfirm={() => {
          if (pendingFallback !== null) change(setFallbackLanguage(form, pendingFallback));
          setPendingFallback(null);
        }}
      />
    </Stack>
  );
}
