import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../test/render';
import type { TrendingDraft } from './trending-draft';
import { betshopNote, WebsiteTemplates } from './website-templates';

// 300 websites: 20 rows at a time, found by name; a betshop shared by many names a few of them.
const draft: TrendingDraft = {
  templates: [{ id: 1, name: 'Match Winner' }],
  websites: Array.from({ length: 300 }, (_, i) => ({
    id: String(i + 1),
    name: `Volume ${i + 1}`,
    betshopId: i < 5 ? '1' : String(i + 10),
    templateIds: [],
  })),
};

/** The website names in the table's rows, in order. */
const websiteNames = () => screen.queryAllByText(/^Volume \d+$/).map((name) => name.textContent);

describe('WebsiteTemplates', () => {
  it('shows 20 websites at a time and finds any by name; a tick reaches the draft', async () => {
    const user = userEvent.setup({ delay: null });
    const onToggle = jest.fn();
    renderWithMantine(<WebsiteTemplates draft={draft} onToggle={onToggle} />);
    expect(websiteNames()).toHaveLength(20);
    await user.click(screen.getByLabelText('Last page'));
    expect(websiteNames()).toEqual(Array.from({ length: 20 }, (_, i) => `Volume ${281 + i}`));

    const find = screen.getByLabelText('Find websites');
    await user.click(find);
    await user.paste('Volume 250');
    expect(websiteNames()).toEqual(['Volume 250']);
    await user.click(screen.getByLabelText('Volume 250 shows Match Winner'));
    expect(onToggle).toHaveBeenCalledWith('250', 1);

    await user.clear(find);
    await user.paste('nowhere');
    expect(screen.getByText('No websites match “nowhere”.')).toBeInTheDocument();
  });

  it('names three of the websites sharing a betshop and counts the rest', () => {
    expect(betshopNote(draft, draft.websites[0]!)).toBe('Betshop 1, shared with Volume 2, Volume 3, Volume 4 and 1 more');
    expect(betshopNote(draft, draft.websites[10]!)).toBe('Betshop 20');
  });
});
