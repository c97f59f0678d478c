import '@mantine/spotlight/styles.css';
import { useQuery, skipToken } from '@apollo/client/react';
import { Spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClock, IconHelp, IconLanguage, IconPhoto, IconSearch, IconSeo, IconUser, IconWorld } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { SearchResultKind } from '../../gql/graphql';
import { flattenNavItems } from '../../shared/navigation/feature-route';
import { sidebarItems } from '../features';
import type { SessionViewer } from '../session-viewer';
import { groupLabel, KIND_LABELS, recentItems, rememberItem, resultPath, type PaletteItem } from './palette-results';

const CommandPaletteSearchQuery = graphql(`
  query CommandPaletteSearch($term: String!) {
    search(term: $term) {
      kind
      totalCount
      results {
        kind
        id
        label
        detail
      }
    }
  }
`);

const MIN_SEARCH = 2;
const KINDS = Object.keys(KIND_LABELS) as SearchResultKind[];
const KIND_ICONS: Record<SearchResultKind, ComponentType<{ size?: number; stroke?: number }>> = {
  USER: IconUser,
  WEBSITE: IconWorld,
  TRANSLATION_KEY: IconLanguage,
  ICON: IconPhoto,
  HELP_PAGE: IconHelp,
  SEO_RULE: IconSeo,
};

/**
 * Ctrl+K: jump to any screen the viewer may open, or to a user, website, translation key,
 * icon or help page the gateway's `search` finds (it applies the viewer's permissions).
 * With an empty box, the items opened last come first.
 */
export function CommandPalette({ viewer }: { viewer: SessionViewer }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<PaletteItem[]>(recentItems);
  const [debounced] = useDebouncedValue(query.trim(), 200);
  const searching = debounced.length >= MIN_SEARCH;
  const { data } = useQuery(
    CommandPaletteSearchQuery,
    searching ? { variables: { term: debounced }, fetchPolicy: 'cache-first' } : skipToken,
  );

  const open = (item: PaletteItem) => {
    rememberItem(item);
    setRecent(recentItems());
    setQuery('');
    void navigate(item.path);
  };

  const needle = query.trim().toLowerCase();
  const screens = flattenNavItems(sidebarItems).filter((item) => viewer[item.requires] && item.label.toLowerCase().includes(needle));
  const groups = searching ? (data?.search ?? []) : [];
  const showRecent = needle === '' && recent.length > 0;

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut="mod + K"
      scrollable
      maxHeight={480}
      // Mantine dims the selected action's description to 70 % white on the primary colour: 3.3:1,
      // under WCAG's 4.5:1 for its 12 px text (axe, e2e-operator). Fully opaque it is 5:1.
      styles={{ actionDescription: { opacity: 1 } }}
    >
      <Spotlight.Search
        placeholder="Go to a screen, user, website, translation key, icon or help page…"
        aria-label="Search screens, users, websites, translation keys, icons and help pages"
        leftSection={<IconSearch size={18} stroke={1.5} />}
      />
      <Spotlight.ActionsList>
        {showRecent && (
          <Spotlight.ActionsGroup label="Recent">
            {recent.map((item) => (
              <Spotlight.Action
                key={`recent-${item.path}`}
                label={item.label}
                description={item.detail ?? undefined}
                leftSection={<IconClock size={18} stroke={1.5} />}
                onClick={() => open(item)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {screens.length > 0 && (
          <Spotlight.ActionsGroup label="Screens">
            {screens.map((item) => (
              <Spotlight.Action
                key={item.to}
                label={item.label}
                leftSection={<item.icon size={18} stroke={1.5} />}
                onClick={() => open({ kind: 'SCREEN', id: item.to, label: item.label, path: item.to })}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {KINDS.map((kind) => {
          const group = groups.find((g) => g.kind === kind);
          if (!group || group.results.length === 0) return null;
          const Icon = KIND_ICONS[kind];
          return (
            <Spotlight.ActionsGroup key={kind} label={groupLabel(KIND_LABELS[kind], group.results.length, group.totalCount)}>
              {group.results.map((r) => (
                <Spotlight.Action
                  key={`${kind}-${r.id}`}
                  label={r.label}
                  description={r.detail ?? undefined}
                  leftSection={<Icon size={18} stroke={1.5} />}
                  onClick={() => open({ kind, id: r.id, label: r.label, detail: r.detail, path: resultPath(kind, r.id, r.label) })}
                />
              ))}
            </Spotlight.ActionsGroup>
          );
        })}
        {!showRecent && screens.length === 0 && groups.length === 0 && <Spotlight.Empty>Nothing found</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
