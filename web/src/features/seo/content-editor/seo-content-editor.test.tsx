import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import SeoContentEditor from './seo-content-editor';

// ProseMirror measures the DOM; jsdom has no layout.
beforeAll(() => {
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getBoundingClientRect = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  document.elementFromPoint = () => null;
});

// env="test" turns off Mantine's transitions and the detached-target check jsdom cannot measure.
function renderInTestEnv(ui: ReactElement) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}

describe('SeoContentEditor', () => {
  it("inserts an 'Add Button' link that keeps its button classes", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderInTestEnv(<SeoContentEditor value="<p>Hello</p>" onChange={onChange} disabled={false} />);
    await user.click(await screen.findByRole('button', { name: 'Add Button' }));
    await user.type(await screen.findByLabelText('Button text'), 'Bet now');
    await user.type(screen.getByLabelText('Button link'), '/sports');
    await user.click(await screen.findByRole('button', { name: 'Secondary Outline' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)![0] as string;
    expect(html).toMatch(/<a [^>]*class="seo-button seo-button--secondary-outline"[^>]*>Bet now<\/a>/);
    expect(html).toContain('href="/sports"');
  });

  it('previews the sanitised content at phone width', async () => {
    const user = userEvent.setup();
    renderInTestEnv(
      <SeoContentEditor
        value={'<p>Hi</p><a href="/x" class="seo-button seo-button--primary">Go</a>'}
        onChange={jest.fn()}
        disabled={false}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Mobile preview' }));
    const preview = screen.getByRole('region', { name: 'Mobile preview' });
    expect(preview.querySelector('[data-device="mobile"]')).not.toBeNull();
    expect(preview.querySelector('a.seo-button--primary')).toHaveTextContent('Go');
    expect(screen.getByRole('button', { name: 'Mobile preview' })).toHaveAttribute('aria-pressed', 'true');
  });
});
