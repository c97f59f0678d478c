import { ActionIcon, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { deleteAnswer, setAnswerText, updateAnswer } from './question-edits';
import { questionErrorAt } from './questionnaire-errors';
import { questionLabel, type QuestionnaireEditProps } from './questionnaire-edit-props';
import type { FormAnswer } from './questionnaire-types';

interface AnswerRowProps extends QuestionnaireEditProps {
  questionId: number;
  /** Positions (1-based) for names, indexes (0-based) for error paths. */
  questionIndex: number;
  answerIndex: number;
  answer: FormAnswer;
}

export function AnswerRow(props: AnswerRowProps) {
  const { form, code, onChange, errors, disabled, questionId, questionIndex, answerIndex, answer } = props;
  const name = `Question ${questionIndex + 1} answer ${answerIndex + 1}`;
  const path = `answers.${answerIndex}`;
  const isFallbackTab = code === form.fallback;
  const message = form.texts[code]?.questions[questionId]?.answers[answer.id] ?? '';
  const fallbackMessage = form.texts[form.fallback]?.questions[questionId]?.answers[answer.id] ?? '';
  const others = form.questions.filter((q) => q.ID !== questionId);
  const dependencyValue = answer.dependency === null ? '' : String(answer.dependency);
  const options = [
    { value: '', label: 'No dependency' },
    // A dependency the list no longer has stays selectable so validate's message makes sense.
    ...(answer.dependency !== null && !others.some((q) => q.ID === answer.dependency)
      ? [{ value: dependencyValue, label: `Question ID ${answer.dependency}` }]
      : []),
    ...others.map((q) => ({ value: String(q.ID), label: questionLabel(props, q.ID) })),
  ];

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        label="Answer"
        aria-label={`${name} message`}
        style={{ flex: '2 1 14rem' }}
        value={message}
        placeholder={isFallbackTab ? undefined : fallbackMessage}
        error={questionErrorAt(errors, code, questionIndex, `${path}.message`)}
        disabled={disabled}
        onChange={(event) => onChange(setAnswerText(form, code, questionId, answer.id, event.currentTarget.value))}
      />
      <Checkbox
        label="Mandatory answer"
        aria-label={`${name} mandatory`}
        mt={32}
        checked={answer.mandatoryAnswer}
        disabled={disabled}
        onChange={(event) => onChange(updateAnswer(form, questionId, answer.id, { mandatoryAnswer: event.currentTarget.checked }))}
      />
      <TextInput
        label="Min characters"
        aria-label={`${name} min characters`}
        // Saved only for a mandatory answer (0 otherwise), so it is editable only then.
        title={answer.mandatoryAnswer ? undefined : 'Only for a mandatory answer'}
        inputMode="numeric"
        style={{ flex: '0 1 9rem' }}
        value={answer.minCharacters}
        error={questionErrorAt(errors, form.fallback, questionIndex, `${path}.minCharacters`)}
        disabled={disabled || !answer.mandatoryAnswer}
        onChange={(event) => onChange(updateAnswer(form, questionId, answer.id, { minCharacters: event.currentTarget.value }))}
      />
      <NativeSelect
        label="Shows question"
        aria-label={`${name} dependency`}
        style={{ flex: '1 1 12rem' }}
        data={options}
        value={dependencyValue}
        error={questionErrorAt(errors, form.fallback, questionIndex, `${path}.dependency`)}
        disabled={disabled}
        onChange={(event) => {
          const selected = event.currentTarget.value;
          onChange(updateAnswer(form, questionId, answer.id, { dependency: selected === '' ? null : Number(selected) }));
        }}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        mt={28}
        size="lg"
        aria-label={`Delete answer ${answerIndex + 1} of question ${questionIndex + 1}`}
        disabled={disabled}
        onClick={() => onChange(deleteAnswer(form, questionId, answer.id))}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
