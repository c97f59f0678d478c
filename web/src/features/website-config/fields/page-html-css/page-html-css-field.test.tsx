import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../../test/render';
import { customPagesMock, FieldHarness } from '../field-editor-test-harness';
import { pageHtmlCssAppCssField, pageHtmlCssField } from './page-html-css-field';
import type { PageHtmlCssValue } from './page-html-css-value';

const stored = { default: { en: { html: '<p>Hi</p>', css: 'p{}', application_css: '' } } };

describe('page html/css field', () => {
  it('adds a custom page, edits its texts per language and removes it', async () => {
    const user = userEvent.setup();
    const values: PageHtmlCssValue[] = [];
    renderWithMantine(
      <FieldHarness
        field={pageHtmlCssAppCssField}
        initial={stored}
        mocks={[customPagesMock(['promotions', 'vip-club'])]}
        onValue={(value) => values.push(value)}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'HTML of default in English' })).toHaveValue('<p>Hi</p>');
    expect(screen.getByRole('textbox', { name: 'HTML of default in English' })).toHaveAttribute('rows', '20');
    expect(screen.queryByRole('button', { name: /Remove page/ })).not.toBeInTheDocument();

    const toAdd = screen.getByRole('combobox', { name: 'Custom page to add' });
    await waitFor(() => expect(toAdd).toBeEnabled());
    await user.click(toAdd);
    await user.click(await screen.findByRole('option', { name: 'vip-club', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    expect(values.at(-1)).toEqual({ ...stored, 'vip-club': {} });

    await user.click(screen.getByRole('tab', { name: 'German' }));
    await user.type(screen.getByRole('textbox', { name: 'Application CSS of vip-club in German' }), 'a');
    expect(values.at(-1)?.['vip-club']).toEqual({ de: { html: '', css: '', application_css: 'a' } });

    await user.click(screen.getByRole('button', { name: 'Remove page vip-club' }));
    expect(values.at(-1)).toEqual(stored);
    expect(screen.getByRole('textbox', { name: 'HTML of default in German' })).toBeInTheDocument();
  });

  it('the plain variant has no application CSS and disables every input without write', async () => {
    renderWithMantine(<FieldHarness field={pageHtmlCssField} initial={stored} mocks={[customPagesMock([])]} disabled />);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('textbox')).toHaveLength(2);
    for (const box of within(panel).getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add page' })).toBeDisabled();
  });
});
