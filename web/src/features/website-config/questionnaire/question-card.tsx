import { ActionIcon, Badge, Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { AnswerRow } from './answer-row';
import { addAnswer, deleteQuestion, moveQuestion, setQuestionText, updateQuestion, type MoveDirection } from './question-edits';
import { questionErrorAt } from './questionnaire-errors';
import type { QuestionnaireEditProps } from './questionnaire-edit-props';
import { QUESTION_TYPES, type FormQuestion, type QuestionType } from './questionnaire-types';

interface QuestionCardProps extends QuestionnaireEditProps {
  question: FormQuestion;
  index: number;
  /** Some answer leads to this question: it is hidden until that answer is picked. */
  hidden: boolean;
}

export function QuestionCard(props: QuestionCardProps) {
  const { form, code, onChange, errors, disabled, question, index, hidden } = props;
  const number = index + 1;
  const last = form.questions.length - 1;
  const isFallbackTab = code === form.fallback;
  const text = form.texts[code]?.questions[question.ID]?.question ?? '';
  const fallbackText = form.texts[form.fallback]?.questions[question.ID]?.question ?? '';
  const errorAt = (rest: string) => questionErrorAt(errors, form.fallback, index, rest);

  // Shift-click moves to the top or bottom (spec 001 §4).
  const move = (direction: MoveDirection) => (event: MouseEvent) => onChange(moveQuestion(form, question.ID, direction, event.shiftKey));

  return (
    <Card withBorder padding="md" component="section" aria-label={`Question ${number}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>Question {number}</Text>
            <Text size="sm" c="dimmed">
              ID {question.ID}
            </Text>
            {hidden && <Badge variant="default">Shown after an answer</Badge>}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Move question ${number} up`}
              title="Move up (Shift-click: to the top)"
              disabled={disabled || index === 0}
              onClick={move('up')}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Move question ${number} down`}
              title="Move down (Shift-click: to the bottom)"
              disabled={disabled || index === last}
              onClick={move('down')}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete question ${number}`}
              disabled={disabled}
              onClick={() => onChange(deleteQuestion(form, question.ID))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NativeSelect
            label="Type"
            aria-label={`Question ${number} type`}
            style={{ flex: '0 1 10rem' }}
            data={QUESTION_TYPES}
            value={question.type}
            disabled={disabled}
            onChange={(event) => onChange(updateQuestion(form, question.ID, { type: event.currentTarget.value as QuestionType }))}
          />
          <TextInput
            label="Question"
            aria-label={`Question ${number} text`}
            style={{ flex: '1 1 20rem' }}
            value={text}
            placeholder={isFallbackTab ? undefined : fallbackText}
            error={questionErrorAt(errors, code, index, 'question')}
            disabled={disabled}
            onChange={(event) => onChange(setQuestionText(form, code, question.ID, event.currentTarget.value))}
          />
          {question.type === 'TEXT' && (
            <TextInput
              label="Min characters"
              aria-label={`Question ${number} min characters`}
              inputMode="numeric"
              style={{ flex: '0 1 9rem' }}
              value={question.minCharacters}
              error={errorAt('minCharacters')}
              disabled={disabled}
              onChange={(event) => onChange(updateQuestion(form, question.ID, { minCharacters: event.currentTarget.value }))}
            />
          )}
        </Group>
        {question.type === 'RADIO' && (
          <Stack gap="xs" pl="md">
            {question.answers.map((answer, answerIndex) => (
              <AnswerRow
                key={answer.id}
                {...props}
                questionId={question.ID}
                questionIndex={index}
                answerIndex={answerIndex}
                answer={answer}
              />
            ))}
            {errorAt('answers') && (
              <Text size="sm" c="red.8" role="alert">
                {errorAt('answers')}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                aria-label={`Add answer to question ${number}`}
                disabled={disabled}
                onClick={() => onChange(addAnswer(form, question.ID))}
              >
                Add answer
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
