import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithMantine } from '../../../test/render';
import type { ExceptionDraft } from './exception-rules';
import { ExceptionsEditor } from './exceptions-editor';
import { ExceptionWebsiteOptionsQuery } from './exception-website-picker';

/** The websites of the stored exceptions: website 250 is far past any first page of websites. */
const websites = [{ id: '250', url: 'https://site250.example' }];
/** The picker's server search: its first matches of 300 websites. */
const found = (search: string | null, ids: string[], totalItems = 300) => ({
  request: { query: ExceptionWebsiteOptionsQuery, variables: { search } },
  result: {
    data: {
      websites: {
        __typename: 'WebsitePage' as const,
        items: ids.map((id) => ({ __typename: 'Website' as const, id, url: `https://site${id}.example` })),
        totalItems,
      },
    },
  },
});
const languages = [
  { id: '10', code: 'en', name: 'English' },
  { id: '11', code: 'de', name: 'German' },
];
const stored: ExceptionDraft = { key: 'x1', id: 'x1', websiteId: '250', languageId: '10', phrase: 'Hello', isDeleting: false };

function Editor({ onAlert }: { onAlert: (message: string) => void }) {
  const [list, setList] = useState<ExceptionDraft[]>([stored]);
  return <ExceptionsEditor exceptions={list} websites={websites} languages={languages} onChange={setList} onAlert={onAlert} />;
}

function Harness({
  onAlert,
  mocks = [found(null, ['1', '2'])],
}: {
  onAlert: (message: string) => void;
  mocks?: ReturnType<typeof found>[];
}) {
  return (
    <MockedProvider mocks={mocks}>
      <Editor onAlert={onAlert} />
    </MockedProvider>
  );
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('ExceptionsEditor', () => {
  it('enables Add Exception only once website, language and phrase are chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithMantine(<Harness onAlert={() => undefined} />);
    const add = screen.getByRole('button', { name: 'Add Exception' });
    expect(add).toBeDisabled();
    await pick(user, 'Website', 'https://site2.example');
    expect(add).toBeDisabled();
    await pick(user, 'Exception language', 'de');
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Exception phrase' }), 'Hallo');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Exception phrase for https://site2.example de' })).toHaveValue('Hallo');
  });

  it('shows a stored exception by its website url, whichever website it is', () => {
    renderWithMantine(<Harness onAlert={() => undefined} />);
    expect(screen.getByRole('cell', { name: 'https://site250.example' })).toBeInTheDocument();
  });

  it('finds any website by searching the server, and says when it shows only the first matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithMantine(<Harness onAlert={() => undefined} mocks={[found(null, ['1', '2']), found('site299', ['299'], 1)]} />);
    expect(await screen.findByText('Showing 2 of 300 websites: type to narrow')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Website' }), 'site299');
    await user.click(await screen.findByRole('option', { name: 'https://site299.example', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveValue('https://site299.example');
    expect(screen.queryByText(/Showing \d+ of/)).not.toBeInTheDocument();
  });

  it('alerts on a duplicate website and language', async () => {
    const user = userEvent.setup({ delay: null });
    const onAlert = jest.fn();
    renderWithMantine(<Harness onAlert={onAlert} mocks={[found(null, ['1', '2']), found('250', ['250'], 1)]} />);
    await user.type(screen.getByRole('combobox', { name: 'Website' }), '250');
    await user.click(await screen.findByRole('option', { name: 'https://site250.example', hidden: true }));
    await pick(user, 'Exception language', 'en');
    await user.type(screen.getByRole('textbox', { name: 'Exception phrase' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add Exception' }));
    expect(onAlert).toHaveBeenCalledWith('Exception for https://site250.example already exists');
  });

  it('asks before removing, then hides the exception', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithMantine(<Harness onAlert={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Remove exception for https://site250.example en' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to remove translation');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No exceptions')).toBeInTheDocument();
  });
});
