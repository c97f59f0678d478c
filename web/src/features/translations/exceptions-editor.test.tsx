import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithMantine } from '../../test/render';
import type { ExceptionDraft } from './exception-rules';
import { ExceptionsEditor } from './exceptions-editor';

const websites = [
  { id: '1', url: 'https://alpha.example' },
  { id: '2', url: 'https://beta.example' },
];
const languages = [
  { id: '10', code: 'en', name: 'English' },
  { id: '11', code: 'de', name: 'German' },
];
const stored: ExceptionDraft = { key: 'x1', id: 'x1', websiteId: '1', languageId: '10', phrase: 'Hello', isDeleting: false };

function Harness({ onAlert }: { onAlert: (message: string) => void }) {
  const [list, setList] = useState<ExceptionDraft[]>([stored]);
  return <ExceptionsEditor exceptions={list} websites={websites} languages={languages} onChange={setList} onAlert={onAlert} />;
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('ExceptionsEditor', () => {
  it('enables Add Exception only once website, language and phrase are chosen', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness onAlert={() => undefined} />);
    const add = screen.getByRole('button', { name: 'Add Exception' });
    expect(add).toBeDisabled();
    await pick(user, 'Website', 'https://beta.example');
    expect(add).toBeDisabled();
    await pick(user, 'Exception language', 'de');
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Exception phrase' }), 'Hallo');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Exception phrase for https://beta.example de' })).toHaveValue('Hallo');
  });

  it('alerts on a duplicate website and language', async () => {
    const user = userEvent.setup();
    const onAlert = jest.fn();
    renderWithMantine(<Harness onAlert={onAlert} />);
    await pick(user, 'Website', 'https://alpha.example');
    await pick(user, 'Exception language', 'en');
    await user.type(screen.getByRole('textbox', { name: 'Exception phrase' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add Exception' }));
    expect(onAlert).toHaveBeenCalledWith('Exception for https://alpha.example already exists');
  });

  it('asks before removing, then hides the exception', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness onAlert={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Remove exception for https://alpha.example en' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to remove translation');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No exceptions')).toBeInTheDocument();
  });
});
