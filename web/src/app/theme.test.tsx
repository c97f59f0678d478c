import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../test/render';

// Mantine keeps every closed Select's list of options in the page (hidden) and positions it as the
// screen first renders: a screen with a few Selects spent ~30-45 ms more before its first paint.
describe("the app's theme", () => {
  it('renders a Select’s options only once it is opened, and still offers them then', async () => {
    renderWithMantine(<Select label="Type" data={['Sport', 'Casino']} />);
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Casino', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Casino');
  });
});
