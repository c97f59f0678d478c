import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { TranslationForm } from './translation-form';
import type { TranslationFormValues } from './translation-form-values';
import type { SubmitWord } from './use-translation-form';
import { changedParts } from './word-fields';
import { ExceptionWebsiteOptionsQuery } from '../exceptions/exception-website-picker';

// Two staff, one word (issue 41): the modal sends only the phrases the user changed, and a
// colleague's change of the same phrase is decided phrase by phrase.

const languages = [
  { id: '1', code: 'en', name: 'English' },
  { id: '2', code: 'de', name: 'German' },
];
const sections = [{ id: '3', key: 'general', title: 'General' }];
const websiteOptions = {
  request: { query: ExceptionWebsiteOptionsQuery, variables: { search: null } },
  result: { data: { websites: { __typename: 'WebsitePage' as const, items: [], totalItems: 0 } } },
};
const opened: TranslationFormValues = {
  key: 'hello',
  sectionId: '3',
  phrases: [
    { languageId: '1', translationId: '10', phrase: 'Hello' },
    { languageId: '2', translationId: '11', phrase: 'Hallo' },
  ],
  exceptions: [],
};
const conflict = (fields: { name: string; theirs: string }[]) => [
  {
    field: null,
    message: 'This record changed while you were editing it.',
    code: 'CONFLICT',
    conflict: { changedBy: 'developer@example.com', changedAt: null, version: 'v1:theirs', fields },
  },
];

function renderForm(onSubmit: jest.MockedFunction<SubmitWord>) {
  renderWithMantine(
    <MockedProvider mocks={[websiteOptions]}>
      <TranslationForm
        initialValues={opened}
        word={{ id: '5', version: 'v1:opened', reload: async () => null }}
        sections={sections}
        languages={languages}
        websites={[]}
        locked={false}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
        submitLabel="Update"
      />
    </MockedProvider>,
  );
}

const phrase = (name: string) => screen.getByRole('textbox', { name: `Phrase ${name}` });

describe('TranslationForm with a colleague', () => {
  it('sends only the phrases changed since it opened', () => {
    const values = { ...opened, phrases: [opened.phrases[0]!, { ...opened.phrases[1]!, phrase: 'Servus' }] };
    expect(changedParts(opened, values).phrases).toEqual([{ languageId: '2', translationId: '11', phrase: 'Servus' }]);
    expect(changedParts(null, values).phrases).toHaveLength(2);
  });

  it('takes in a key only the colleague changed and saves again on their version', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ReturnType<SubmitWord>, Parameters<SubmitWord>>();
    onSubmit.mockResolvedValueOnce(conflict([{ name: 'translationKey', theirs: 'general.greeting' }])).mockResolvedValueOnce([]);
    renderForm(onSubmit);
    await user.clear(phrase('German'));
    await user.type(phrase('German'), 'Servus');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    const [again, , version] = onSubmit.mock.calls[1]!;
    expect(version).toBe('v1:theirs');
    expect(again.key).toBe('greeting');
    expect(again.phrases[1]!.phrase).toBe('Servus');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the user decide each phrase both changed: theirs taken into one, the user’s kept over theirs in the other', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ReturnType<SubmitWord>, Parameters<SubmitWord>>();
    onSubmit
      .mockResolvedValueOnce(
        conflict([
          { name: 'translations.en', theirs: 'Hi there' },
          { name: 'translations.de', theirs: 'Grüß Gott' },
        ]),
      )
      .mockResolvedValueOnce([]);
    renderForm(onSubmit);
    await user.clear(phrase('English'));
    await user.type(phrase('English'), 'Hello you');
    await user.clear(phrase('German'));
    await user.type(phrase('German'), 'Servus');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Changed by developer@example.com while you were editing');
    expect(notice).toHaveTextContent('Phrase English: theirs “Hi there”, yours “Hello you”');
    await user.click(within(notice).getByRole('button', { name: 'Take theirs: Phrase English' }));
    expect(phrase('English')).toHaveValue('Hi there');
    // One phrase left to decide: the notice's own choice is for it.
    expect(notice).not.toHaveTextContent('Phrase English:');
    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    const [values, base, version] = onSubmit.mock.calls[1]!;
    expect(version).toBe('v1:theirs!keep');
    // English is theirs in the values and in the base: not sent; German is the user's, sent over theirs.
    expect(changedParts(base, values).phrases).toEqual([{ languageId: '2', translationId: '11', phrase: 'Servus' }]);
  });
});
