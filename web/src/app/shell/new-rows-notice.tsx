import { useApolloClient } from '@apollo/client/react';
import { Affix, Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readAgain } from './live-updates';
import { newRows, newRowsLabel } from './new-rows';

/** '3 new rows, show' above the screen: the open screens read again when the user asks. */
export function NewRowsNotice() {
  const apollo = useApolloClient();
  const count = useSyncExternalStore(
    (listener) => newRows.subscribe(listener),
    () => newRows.count(),
  );
  // Another screen reads its own rows as it opens: nothing is held back for it.
  const { pathname } = useLocation();
  useEffect(() => newRows.clear(), [pathname]);
  if (count === 0) return null;
  return (
    <Affix position={{ top: 64, left: '50%' }} style={{ transform: 'translateX(-50%)' }}>
      <Button
        radius="xl"
        size="xs"
        leftSection={<IconArrowUp size={14} aria-hidden />}
        onClick={() => {
          newRows.clear();
          readAgain(apollo);
        }}
      >
        {newRowsLabel(count)}
      </Button>
    </Affix>
  );
}
