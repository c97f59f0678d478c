import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithMantine } from '../../../test/render';
import type { FieldSetting } from '../fields/field-editor';
import { questionnaireExample } from './questionnaire-example';
import { questionnaireField } from './questionnaire-field';
import type { StoredQuestionnaire } from './questionnaire-types';

const setting: FieldSetting = {
  id: '1:7',
  settingId: '7',
  key: 'questionnaire',
  label: 'Questionnaire',
  description: null,
  type: 'QUESTIONNAIRE',
  typeName: 'questionnaire',
  defaultValue: null,
  options: [],
};
const languages = [
  { id: '1', code: 'en', name: 'English' },
  { id: '2', code: 'de', name: 'German' },
];

// Whole-editor interactions on a shared, busy machine: Testing Library's role queries are slow on big forms.
jest.setTimeout(30_000);

let latest: StoredQuestionnaire;
let resetTo: (value: StoredQuestionnaire) => void;

function Harness({ initial, disabled = false }: { initial: unknown; disabled?: boolean }) {
  const [value, setValue] = useState(() => questionnaireField.normalise(initial));
  latest = value;
  resetTo = setValue;
  const { Editor } = questionnaireField;
  return (
    <Editor
      setting={setting}
      websiteId="1"
      languages={languages}
      value={value}
      onChange={setValue}
      errors={questionnaireField.validate(value)}
      disabled={disabled}
      saveNow={async () => true}
    />
  );
}

const questionTexts = () =>
  screen.getAllByRole('textbox', { name: /^Question \d+ text$/ }).map((input) => (input as HTMLInputElement).value);

describe('QuestionnaireEditor', () => {
  it('adds a RADIO question with an answer that leads to another question', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={questionnaireExample()} />);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const card = screen.getByRole('region', { name: 'Question 5' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Question 5 type' }), 'RADIO');
    expect(within(card).getByText('Radio type must have answers')).toBeInTheDocument();
    expect(within(card).getByText('Question is required')).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Question 5 text' }), 'Do you work?');
    await user.click(within(card).getByRole('button', { name: 'Add answer to question 5' }));
    await user.type(within(card).getByRole('textbox', { name: 'Question 5 answer 1 message' }), 'Yes');
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Question 5 answer 1 dependency' }),
      'Question 1: What is your occupation?',
    );

    const expected = {
      ID: 5,
      type: 'TEXT',
      minCharacters: 0,
      answers: [{ id: 1, mandatoryAnswer: false, minCharacters: 0, dependency: 1 }],
    };
    expect(latest.en!.questionnaire[4]).toMatchObject({ ...expected, question: 'Do you work?' });
    expect(latest.en!.questionnaire[4]!.answers?.[0]!.message).toBe('Yes');
    // Same structure in German, with empty texts until translated.
    expect(latest.de!.questionnaire[4]).toMatchObject({ ...expected, question: '' });
    expect(latest.de!.questionnaire[0]!.notVisible).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Question 1' })).getByText('Shown after an answer')).toBeInTheDocument();

    const german = screen.getByRole('tab', { name: /German/ });
    expect(german).toHaveTextContent('Texts missing');
    await user.click(german);
    await user.type(screen.getByRole('textbox', { name: 'Question 5 text' }), 'Arbeiten Sie?');
    await user.type(screen.getByRole('textbox', { name: 'Question 5 answer 1 message' }), 'Ja');
    expect(questionnaireField.validate(latest)).toEqual({});
    expect(german).not.toHaveTextContent('Texts missing');
    expect(latest.de!.questionnaire[4]!.answers?.[0]).toMatchObject({ message: 'Ja', dependency: 1 });
  });

  it('asks before changing the fallback language, and No keeps it', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={questionnaireExample()} />);
    await user.click(screen.getByRole('tab', { name: /German/ }));
    await user.click(screen.getByRole('switch', { name: 'Fallback language' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to change the fallback language?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(latest.en!.isFallback).toBe(true);

    await user.click(screen.getByRole('switch', { name: 'Fallback language' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect([latest.en!.isFallback, latest.de!.isFallback]).toEqual([false, true]));
    expect(screen.getByRole('switch', { name: 'Fallback language' })).toBeChecked();
    expect(screen.getByRole('tab', { name: /German/ })).toHaveTextContent('Fallback');
  });

  it('moves questions for every language, shift-click to the top', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={questionnaireExample()} />);
    await user.click(screen.getByRole('button', { name: 'Move question 2 down' }));
    expect(latest.de!.questionnaire.map((q) => q.ID)).toEqual([1, 3, 2, 4]);
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Move question 4 up' }));
    await user.keyboard('{/Shift}');
    expect(latest.en!.questionnaire.map((q) => q.ID)).toEqual([4, 1, 3, 2]);
    expect(questionTexts()[0]).toBe('Are you a politically exposed person?');
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
  });

  it('edits texts per language and structure for all', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={questionnaireExample()} />);
    await user.click(screen.getByRole('tab', { name: /German/ }));
    const first = screen.getByRole('textbox', { name: 'Question 1 text' });
    await user.clear(first);
    expect(first).toHaveAttribute('placeholder', 'What is your occupation?');
    expect(screen.getByText('Question is required')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Question 1 min characters' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 1 min characters' }), '4x');
    expect(screen.getByText('Minimum characters must be a whole number')).toBeInTheDocument();
    expect(latest.en!.questionnaire[0]!.question).toBe('What is your occupation?');
    expect(latest.de!.questionnaire[0]!.question).toBe('');
    expect(latest.en!.questionnaire[0]!.minCharacters).toBe('4x');
  });

  it('names the questions of a cycle and deletes a question with its dependencies', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={questionnaireExample()} />);
    const third = screen.getByRole('region', { name: 'Question 3' });
    await user.selectOptions(within(third).getByRole('combobox', { name: 'Question 3 type' }), 'RADIO');
    await user.click(within(third).getByRole('button', { name: 'Add answer to question 3' }));
    await user.type(within(third).getByRole('textbox', { name: 'Question 3 answer 1 message' }), 'Loop');
    await user.selectOptions(
      within(third).getByRole('combobox', { name: 'Question 3 answer 1 dependency' }),
      'Question 2: What is the source of your funds?',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Question 2 and question 3 depend on each other');

    await user.click(screen.getByRole('button', { name: 'Delete question 3' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(latest.en!.questionnaire.map((q) => q.ID)).toEqual([1, 2, 4]);
    expect(latest.de!.questionnaire[1]!.answers?.[1]).not.toHaveProperty('dependency');
  });

  it('shows a new website language with the same questions and empty texts', async () => {
    const user = userEvent.setup();
    const { en } = questionnaireExample();
    renderWithMantine(<Harness initial={{ en }} />);
    await user.click(screen.getByRole('tab', { name: /German/ }));
    expect(questionTexts()).toEqual(['', '', '', '']);
  });

  it('loads a value replaced from outside (discarded changes)', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={questionnaireExample()} />);
    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(questionTexts()).toHaveLength(3);
    act(() => resetTo(questionnaireExample()));
    expect(questionTexts()).toHaveLength(4);
  });

  it('disables every control without write access', () => {
    renderWithMantine(<Harness initial={questionnaireExample()} disabled />);
    for (const control of [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('combobox'),
      ...screen.getAllByRole('checkbox'),
      ...screen.getAllByRole('button'),
    ]) {
      expect(control).toBeDisabled();
    }
    expect(screen.getByRole('switch', { name: 'Fallback language' })).toBeDisabled();
  });
});
