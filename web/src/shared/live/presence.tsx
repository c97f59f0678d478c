import { Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { Client } from 'graphql-sse';
import { useEffect, useState } from 'react';
import whoElseIsHereHash from 'virtual:gql-hash/WhoElseIsHere';
import { eventStreamClient, keepSubscribed } from './event-streams';
import { afterFirstPaint } from './first-paint';
import { TAB_ID } from '../requests/tab-id';

// Who else is here (issue 28): an edit screen tells the gateway it is open on a record
// (`User:12`) and hears who else has it open, through the same event streams as the live feed.

/** The document codegen lists and hashes: the stream is sent its hash (`virtual:gql-hash/…`), never this text. */
export const WATCH = /* GraphQL */ `
  subscription WhoElseIsHere($resource: String!, $tab: String) {
    whoElseIsHere(resource: $resource, tab: $tab) {
      email
    }
  }
`;

let client: Client | null = null;
/** One client for the tab's presence streams; each screen's is a stream of its own. */
const presenceClient = () => (client ??= eventStreamClient());

/** The other staff with `resource` open, while the component is mounted (null: not known yet). */
export function useWhoElseIsHere(resource: string | null): string[] | null {
  const [others, setOthers] = useState<string[] | null>(null);
  useEffect(() => {
    if (!resource) return;
    const stop = afterFirstPaint(() =>
      keepSubscribed<{ whoElseIsHere: { email: string }[] }>(
        presenceClient(),
        whoElseIsHereHash,
        { resource, tab: TAB_ID },
        { next: (data) => setOthers(data.whoElseIsHere.map((member) => member.email)), refused: () => setOthers(null) },
      ),
    );
    return () => {
      stop();
      setOthers(null);
    };
  }, [resource]);
  return others;
}

/** 'developer@example.com is also editing' (nothing when no one else is). */
export function PresenceNote({ resource }: { resource: string | null }) {
  const others = useWhoElseIsHere(resource);
  if (!others || others.length === 0) return null;
  const who = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`;
  return (
    <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
      <IconUsers size={16} aria-hidden />
      <Text size="sm" c="dimmed">
        {who} {others.length === 1 ? 'is' : 'are'} also editing
      </Text>
    </Group>
  );
}
