import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../../test/render';
import { customPagesMock, FieldHarness } from '../field-editor-test-harness';
import { landingPageItemsField } from './landing-page-items-field';
import type { LandingPageItem } from './landing-page-items-value';

const promotions = {
  pageName: 'promotions',
  imageUrl: 'https://cdn/p.png',
  titleKey: 'promotions',
  descriptionKey: 'promotions_description',
};

describe('landing page items field', () => {
  it('adds a page with default keys, offers each page once, shows the messages and removes', async () => {
    const user = userEvent.setup();
    const values: LandingPageItem[][] = [];
    renderWithMantine(
      <FieldHarness
        field={landingPageItemsField}
        initial={[promotions]}
        mocks={[customPagesMock(['promotions', 'vip-club', 'responsible-gaming'])]}
        onValue={(value) => values.push(value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Page to add to Field' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    expect(screen.queryByRole('option', { name: 'promotions', hidden: true })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'vip-club', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add page' }));

    expect(values.at(-1)?.[1]).toEqual({
      pageName: 'vip-club',
      imageUrl: '',
      titleKey: 'vip_club',
      descriptionKey: 'vip_club_description',
    });
    expect(screen.getByRole('textbox', { name: 'Title key of vip-club' })).toHaveValue('vip_club');
    expect(screen.getByText('Image URL is required')).toBeInTheDocument();

    await user.click(select);
    expect(screen.queryByRole('option', { name: 'vip-club', hidden: true })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove landing page item vip-club' }));
    expect(values.at(-1)).toEqual([promotions]);
  });
});
