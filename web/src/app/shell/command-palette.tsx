import { useQuery, skipToken } from '@apollo/client/react';
import { Spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { userEditPath } from '../../features/users/urls';
import { graphql } from '../../gql';
import { flattenNavItems } from '../../shared/feature-route';
import { sidebarItems } from '../features';
import type { SessionViewer } from '../session-viewer';

const CommandPaletteUsersQuery = graphql(`
  query CommandPaletteUsers($search: String!) {
    users(page: 1, pageSize: 5, search: $search) {
      items {
        id
        email
      }
    }
  }
`);

const MIN_USER_SEARCH = 2;

/** Ctrl+K: jump to any screen the viewer may open, or (admins) to a user by email. */
export function CommandPalette({ viewer }: { viewer: SessionViewer }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const searchUsers = viewer.canReadUsers && debounced.length >= MIN_USER_SEARCH;

  const { data } = useQuery(
    CommandPaletteUsersQuery,
    searchUsers ? { variables: { search: debounced }, fetchPolicy: 'cache-first' } : skipToken,
  );

  const needle = query.trim().toLowerCase();
  const screens = flattenNavItems(sidebarItems).filter((item) => viewer[item.requires] && item.label.toLowerCase().includes(needle));
  const users = searchUsers ? (data?.users.items ?? []) : [];

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut="mod + K" scrollable maxHeight={420}>
      <Spotlight.Search
        placeholder={viewer.canReadUsers ? 'Go to a screen or a user by email…' : 'Go to a screen…'}
        aria-label="Search screens and users"
        leftSection={<IconSearch size={18} stroke={1.5} />}
      />
      <Spotlight.ActionsList>
        {screens.length > 0 && (
          <Spotlight.ActionsGroup label="Screens">
            {screens.map((item) => (
              <Spotlight.Action
                key={item.to}
                label={item.label}
                leftSection={<item.icon size={18} stroke={1.5} />}
                onClick={() => navigate(item.to)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {users.length > 0 && (
          <Spotlight.ActionsGroup label="Users">
            {users.map((user) => (
              <Spotlight.Action
                key={user.id}
                label={user.email}
                leftSection={<IconUser size={18} stroke={1.5} />}
                onClick={() => navigate(userEditPath(user.id))}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {screens.length === 0 && users.length === 0 && <Spotlight.Empty>Nothing found</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
