import { ActionIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

/** The row's edit arrow: opens the SEO rule modal. */
export function EditArrowButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" aria-label={`Edit SEO rule ${name}`} onClick={onClick}>
      <IconChevronRight size={18} stroke={1.5} />
    </ActionIcon>
  );
}
