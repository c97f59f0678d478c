import { screen } from '@testing-library/react';
import { renderWithMantine } from '../../../test/render';
import { descriptionCounter, titleCounter } from './serp-counters';
import { SerpPreview } from './serp-preview';

describe('search-result preview counters', () => {
  it('counts the title against 60 characters', () => {
    expect(titleCounter('x'.repeat(48))).toEqual({ text: 'Title 48/60', over: false });
    expect(titleCounter('x'.repeat(60)).over).toBe(false);
    expect(titleCounter('x'.repeat(61))).toEqual({ text: 'Title 61/60', over: true });
  });

  it('counts the description against 160 characters', () => {
    expect(descriptionCounter('y'.repeat(120))).toEqual({ text: 'Description 120/160', over: false });
    expect(descriptionCounter('y'.repeat(161))).toEqual({ text: 'Description 161/160', over: true });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(titleCounter('😀😀').text).toBe('Title 2/60');
  });

  it('shows title, address and description, marking a counter beyond its limit', () => {
    renderWithMantine(<SerpPreview title={'T'.repeat(70)} description="Best odds" url="https://demo.example" />);
    expect(screen.getByText('https://demo.example')).toBeInTheDocument();
    expect(screen.getByText('Best odds')).toBeInTheDocument();
    expect(screen.getByText('Title 70/60')).toHaveAttribute('data-over', 'true');
    expect(screen.getByText('Description 9/160')).not.toHaveAttribute('data-over');
  });
});
