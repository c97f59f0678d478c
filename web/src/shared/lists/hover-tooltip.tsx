import { Tooltip } from '@mantine/core';
import { cloneElement, useRef, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';

interface HoverTarget {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A tooltip shown while the pointer is over its element (Mantine's Tooltip opens on hover by
 * default, too), mounted only once the pointer first gets there. A table's row actions render
 * dozens of tooltips, and each Mantine Tooltip sets up its floating-ui state when it mounts: on
 * the help centre's pages (five per row) that was a sizeable part of the screen's first render.
 * The element itself stays where it is in the tree, so hovering never remounts it.
 */
export function HoverTooltip({ label, children }: { label: ReactNode; children: ReactElement<HoverTarget> }) {
  const target = useRef<HTMLElement>(null);
  // null: never hovered, no Tooltip mounted yet.
  const [opened, setOpened] = useState<boolean | null>(null);
  const element = cloneElement(children, {
    ref: target,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      children.props.onMouseEnter?.(event);
      setOpened(true);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      children.props.onMouseLeave?.(event);
      setOpened(false);
    },
  });
  return (
    <>
      {element}
      {opened !== null && <Tooltip label={label} target={target} opened={opened} />}
    </>
  );
}
