import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link, useRouteLoaderData } from 'react-router';
import { entityHistoryUrl } from './activity-links';

// 'History' on a user, a website or a word: the Activity screen filtered to that entity.

/** Shown to those who may read the activity: the signed-in shell's viewer (route `home`) says. */
export function HistoryLink({ entityType, entityId }: { entityType: string; entityId: string }) {
  const viewer = useRouteLoaderData<{ canReadActivity?: boolean } | null>('home');
  if (!viewer?.canReadActivity) return null;
  return (
    <Button
      component={Link}
      to={entityHistoryUrl(entityType, entityId)}
      variant="default"
      size="xs"
      leftSection={<IconHistory size={14} />}
    >
      History
    </Button>
  );
}
