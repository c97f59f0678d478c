import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { QuestionCard } from './question-card';
import { addQuestion, setSettingsText } from './question-edits';
import type { QuestionnaireEditProps } from './questionnaire-edit-props';
import { dependencyTargets } from './save-questionnaire';
import { GrowingTextarea } from '../../../shared/forms/growing-textarea';

interface LanguagePanelProps extends QuestionnaireEditProps {
  languageName: (code: string) => string;
  /** Asks before making this tab's language the fallback (the editor owns the confirm). */
  onRequestFallback: (code: string) => void;
}

/** One language's tab: fallback switch, settings texts, then the questions (structure shared by all tabs). */
export function LanguagePanel(props: LanguagePanelProps) {
  const { form, code, onChange, disabled, languageName, onRequestFallback } = props;
  const isFallback = code === form.fallback;
  const settings = form.texts[code]?.settings ?? { questionnaireMessage: '', deactivationMessage: '' };
  const hidden = dependencyTargets(form.questions);

  return (
    <Stack gap="md" pt="md">
      <Switch
        label="Fallback language"
        aria-label="Fallback language"
        description={
          isFallback
            ? 'This is the fallback language. Choose another language to change it.'
            : `The fallback language is ${languageName(form.fallback)}.`
        }
        checked={isFallback}
        // The fallback is changed by choosing another language: there is always exactly one.
        disabled={disabled || isFallback}
        onChange={(event) => {
          if (event.currentTarget.checked) onRequestFallback(code);
        }}
      />
      <TextInput
        label="Questionnaire message"
        value={settings.questionnaireMessage}
        disabled={disabled}
        onChange={(event) => onChange(setSettingsText(form, code, 'questionnaireMessage', event.currentTarget.value))}
      />
      <GrowingTextarea
        label="Deactivation message"
        minRows={2}
        value={settings.deactivationMessage}
        disabled={disabled}
        onChange={(event) => onChange(setSettingsText(form, code, 'deactivationMessage', event.currentTarget.value))}
      />
      {form.questions.length === 0 && <Text c="dimmed">No questions yet</Text>}
      {form.questions.map((question, index) => (
        <QuestionCard key={question.ID} {...props} question={question} index={index} hidden={hidden.has(question.ID)} />
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} disabled={disabled} onClick={() => onChange(addQuestion(form))}>
          Add question
        </Button>
      </Group>
    </Stack>
  );
}
