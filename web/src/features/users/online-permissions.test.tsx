import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { renderWithMantine } from '../../test/render';
import { OnlinePermissions } from './online-permissions';
import { EMPTY_MATRIX, matrixEditorReducer, matrixFromUser } from './permission-matrix';

const websites = [{ id: '1', name: 'Alpha' }];

function Harness() {
  const [state, dispatch] = useReducer(matrixEditorReducer, EMPTY_MATRIX, (empty) => {
    const matrix = matrixFromUser({ permissions: [], websitePermissions: [], helpPermissions: [] }, ['1']);
    return { saved: empty, current: matrix };
  });
  return (
    <OnlinePermissions
      matrix={state.current}
      websites={websites}
      onToggle={(section, id, right, checked) => dispatch({ type: 'toggle', section, id, right, checked })}
    />
  );
}

describe('OnlinePermissions', () => {
  it('ticking Write ticks Read; unticking Read clears Write', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);

    await user.click(screen.getByRole('checkbox', { name: 'Write TRANSLATIONS.TRANSLATIONS' }));
    expect(screen.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Write TRANSLATIONS.TRANSLATIONS' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' }));
    expect(screen.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Write TRANSLATIONS.TRANSLATIONS' })).not.toBeChecked();
  });

  it('labels the website and help checkboxes by website name', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);

    await user.click(screen.getByRole('checkbox', { name: 'Write website Alpha' }));
    expect(screen.getByRole('checkbox', { name: 'Read website Alpha' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Read help Alpha' })).not.toBeChecked();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 11 + 1 + 1 + 1 + 1);
  });
});
