import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../../test/render';
import { betradarTrackerField } from './betradar-tracker-field';
import type { BetradarItem } from './betradar-tracker-value';
import { FieldHarness } from '../field-editor-test-harness';

const football = {
  sportName: 'Football',
  sportId: 58,
  isLiveMatchEnabled: true,
  isStandardMatchEnabled: false,
  liveMatchConfiguration: '{"a":1}',
  standardMatchConfiguration: '',
};

describe('betradar tracker field', () => {
  it('requires name and id to add, and replaces the entry with the same sport id', async () => {
    const user = userEvent.setup();
    const values: BetradarItem[][] = [];
    renderWithMantine(<FieldHarness field={betradarTrackerField} initial={[football]} onValue={(value) => values.push(value)} />);
    expect(screen.getByRole('textbox', { name: 'Live match configuration of Football' })).toHaveAttribute('rows', '5');

    await user.click(screen.getByRole('button', { name: 'Add sport' }));
    expect(screen.getByText('Sport name is required')).toBeInTheDocument();
    expect(screen.getByText('Sport ID is required')).toBeInTheDocument();
    expect(values).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Sport name of the new sport' }), 'Tennis');
    await user.type(screen.getByRole('textbox', { name: 'Sport ID of the new sport' }), '56');
    await user.click(screen.getByRole('button', { name: 'Add sport' }));
    expect(values.at(-1)?.map((item) => [item.sportName, item.sportId])).toEqual([
      ['Football', 58],
      ['Tennis', 56],
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Sport name of the new sport' }), 'Soccer');
    await user.type(screen.getByRole('textbox', { name: 'Sport ID of the new sport' }), '58');
    await user.click(screen.getByRole('switch', { name: 'Standard match enabled of the new sport' }));
    await user.click(screen.getByRole('button', { name: 'Replace sport' }));
    expect(values.at(-1)?.map((item) => [item.sportName, item.sportId, item.isStandardMatchEnabled])).toEqual([
      ['Soccer', 58, true],
      ['Tennis', 56, false],
    ]);
  });

  it('shows a listed entry without a name as invalid and disables inputs without write', () => {
    renderWithMantine(<FieldHarness field={betradarTrackerField} initial={[{ ...football, sportName: '' }]} disabled />);
    expect(screen.getByText('Sport name is required')).toBeInTheDocument();
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add sport' })).toBeDisabled();
  });
});
