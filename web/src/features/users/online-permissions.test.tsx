import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { OnlinePermissions } from './online-permissions';
import { EMPTY_MATRIX, matrixEditorReducer, matrixFromUser, websitesWithAccess } from './permission-matrix';
import { PermissionWebsitesQuery } from './website-permissions';

const alpha = { __typename: 'Website' as const, id: '1', name: 'Alpha' };
const ONE_WEBSITE = {
  request: { query: PermissionWebsitesQuery, variables: { page: 1, pageSize: 10, search: null } },
  result: { data: { websites: { __typename: 'WebsitePage' as const, items: [alpha], totalItems: 1, pageCount: 1 } } },
};

function Harness() {
  const [state, dispatch] = useReducer(matrixEditorReducer, EMPTY_MATRIX, (empty) => {
    const matrix = matrixFromUser({ permissions: [], websitePermissions: [], helpPermissions: [] });
    return { saved: empty, current: matrix };
  });
  return (
    <OnlinePermissions
      matrix={state.current}
      withAccess={websitesWithAccess(state)}
      onToggle={(section, id, right, checked) => dispatch({ type: 'toggle', section, id, right, checked })}
    />
  );
}

const renderHarness = () =>
  renderWithMantine(
    <MockedProvider mocks={[ONE_WEBSITE]}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('OnlinePermissions', () => {
  it('ticking Write ticks Read; unticking Read clears Write', async () => {
    const user = userEvent.setup();
    renderHarness();

    await user.click(screen.getByRole('checkbox', { name: 'Write TRANSLATIONS.TRANSLATIONS' }));
    expect(screen.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Write TRANSLATIONS.TRANSLATIONS' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' }));
    expect(screen.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Write TRANSLATIONS.TRANSLATIONS' })).not.toBeChecked();
  });

  it('labels the website and help checkboxes by website name', async () => {
    const user = userEvent.setup();
    renderHarness();

    await user.click(await screen.findByRole('checkbox', { name: 'Write website Alpha' }));
    expect(screen.getByRole('checkbox', { name: 'Read website Alpha' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Read help Alpha' })).not.toBeChecked();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 11 + 1 + 1 + 1 + 1);
    expect(screen.getByRole('radio', { name: 'With access (1)' })).toBeInTheDocument();
  });
});
