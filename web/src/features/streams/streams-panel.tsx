import { Tabs } from '@mantine/core';
import { useSearchParamChanges } from '../../shared/lists/use-url-list-state';
import { readView } from './pairs-view';
import { StreamConfigurationPanel } from './stream-configuration';
import { StreamPairs } from './stream-pairs';

// The Img Arena tab (spec 001 §2.6): configuration, imgarena pairs (default) and infront pairs;
// the open one (`view`), the sport and the search live in the URL.

export function StreamsPanel({ canWrite }: { canWrite: boolean }) {
  const [params, change] = useSearchParamChanges();
  const view = readView(params.get('view'));
  return (
    <Tabs
      value={view}
      // Another sub-tab starts clean: sport, search and sort belong to the one left.
      onChange={(value) => value && value !== view && change({ view: value, sport: null, search: null, sort: null, dir: null, page: null })}
      keepMounted={false}
      variant="pills"
    >
      <Tabs.List aria-label="Img Arena">
        <Tabs.Tab value="configuration">configuration</Tabs.Tab>
        <Tabs.Tab value="imgarena">imgarena pairs</Tabs.Tab>
        <Tabs.Tab value="infront">infront pairs</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="configuration" pt="md">
        <StreamConfigurationPanel canWrite={canWrite} />
      </Tabs.Panel>
      <Tabs.Panel value="imgarena" pt="md">
        <StreamPairs key="imgarena" provider="IMG_ARENA" canWrite={canWrite} />
      </Tabs.Panel>
      <Tabs.Panel value="infront" pt="md">
        <StreamPairs key="infront" provider="INFRONT" canWrite={canWrite} />
      </Tabs.Panel>
    </Tabs>
  );
}
