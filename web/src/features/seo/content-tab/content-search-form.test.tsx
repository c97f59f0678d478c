import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { ContentSearchForm, type ContentSearch } from './content-search-form';
import { canSearchSeoRules, SEO_SEARCH_TOO_SHORT } from '../seo-search-rules';

const NONE: ContentSearch = { q: '', searchIn: 'all', sport: '', region: '' };

describe('the 3-character rule', () => {
  it('needs at least 3 characters, spaces not counted', () => {
    expect(canSearchSeoRules('ab')).toBe(false);
    expect(canSearchSeoRules(' ab ')).toBe(false);
    expect(canSearchSeoRules('abc')).toBe(true);
  });

  it('keeps Search disabled with its tooltip until 3 characters', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    renderWithMantine(<ContentSearchForm applied={NONE} onSearch={onSearch} />);
    const button = screen.getByRole('button', { name: 'Search' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fo');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSearch).not.toHaveBeenCalled();
    await user.hover(button);
    expect(await screen.findByText(SEO_SEARCH_TOO_SHORT)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'o');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    await user.click(button);
    expect(onSearch).toHaveBeenCalledWith({ q: 'foo', searchIn: 'all', sport: '', region: '' });
  });
});

describe("'Search in' extra fields", () => {
  it('asks the sport for regions and the sport and region for leagues', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithMantine(<ContentSearchForm applied={NONE} onSearch={jest.fn()} />);
    expect(screen.queryByLabelText('Sport name')).not.toBeInTheDocument();
    rerender(<ContentSearchForm applied={{ ...NONE, searchIn: 'regions' }} onSearch={jest.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Sport name')).toBeInTheDocument());
    expect(screen.queryByLabelText('Region name')).not.toBeInTheDocument();

    const onSearch = jest.fn();
    rerender(<ContentSearchForm applied={{ ...NONE, searchIn: 'leagues' }} onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Sport name'), 'Football');
    await user.type(screen.getByLabelText('Region name'), 'England');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'premier{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ q: 'premier', searchIn: 'leagues', sport: 'Football', region: 'England' });
  });
});
