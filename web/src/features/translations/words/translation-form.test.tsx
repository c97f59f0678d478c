import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { TranslationForm } from './translation-form';
import type { TranslationFormValues } from './translation-form-values';
import { ExceptionWebsiteOptionsQuery } from '../exceptions/exception-website-picker';

const languages = [{ id: '1', code: 'en', name: 'English' }];
const websites = [{ id: '7', url: 'https://alpha.example' }];
const sections = [{ id: '3', key: 'general', title: 'General' }];
const websiteOptions = {
  request: { query: ExceptionWebsiteOptionsQuery, variables: { search: null } },
  result: { data: { websites: { __typename: 'WebsitePage' as const, items: [], totalItems: 0 } } },
};

const values = (overrides: Partial<TranslationFormValues> = {}): TranslationFormValues => ({
  key: 'hello',
  sectionId: '3',
  phrases: [{ languageId: '1', translationId: null, phrase: 'Hello' }],
  exceptions: [],
  ...overrides,
});

function renderForm(props: Partial<Parameters<typeof TranslationForm>[0]> = {}) {
  const onSubmit = jest.fn(async () => [] as { field: string | null; message: string }[]);
  renderWithMantine(
    <MockedProvider mocks={[websiteOptions]}>
      <TranslationForm
        initialValues={values()}
        sections={sections}
        languages={languages}
        websites={websites}
        locked={false}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
        submitLabel="Update"
        {...props}
      />
    </MockedProvider>,
  );
  return onSubmit;
}

describe('TranslationForm', () => {
  it('requires the key', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ initialValues: values({ key: '' }) });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Key is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts server errors on their fields and the rest at the top', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async () => [
      { field: 'sectionId', message: 'Section does not exist' },
      { field: 'exceptions.0.websiteId', message: 'Website is gone' },
    ]);
    renderForm({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('* Section does not exist')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Website is gone');
  });

  it('refuses a live exception with an empty phrase', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({
      initialValues: values({
        exceptions: [{ key: 'x', id: 'x', websiteId: '7', languageId: '1', phrase: ' ', isDeleting: false }],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Phrase cannot be empty')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('locks key and section for tooltip words', () => {
    renderForm({ locked: true });
    expect(screen.getByRole('textbox', { name: 'Key' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Section' })).toBeDisabled();
  });

  it('says so when there is no section to put a word in', () => {
    renderForm({ sections: [], initialValues: values({ sectionId: '' }) });
    expect(screen.getByText('No sections available, in order to add traslation, first create section.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});
