import { useState, type DragEvent } from 'react';

export interface DragReorder {
  /** The index being dragged over (to highlight the drop target). */
  overIndex: number | null;
  handlersFor: (index: number) => {
    draggable: boolean;
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}

/**
 * Plain HTML5 drag and drop for a short list (no library: a few banners do not
 * need one). Move up/down buttons give the same result from the keyboard.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, enabled: boolean): DragReorder {
  const [from, setFrom] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);

  const reset = () => {
    setFrom(null);
    setOverIndex(null);
  };

  const handlersFor = (index: number) => ({
    draggable: enabled,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only when some data is set.
      event.dataTransfer.setData('text/plain', String(index));
      setFrom(index);
    },
    onDragOver: (event: DragEvent) => {
      if (from === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (overIndex !== index) setOverIndex(index);
    },
    onDrop: (event: DragEvent) => {
      if (from === null) return;
      event.preventDefault();
      if (from !== index) onMove(from, index);
      reset();
    },
    onDragEnd: reset,
  });

  return { overIndex, handlersFor };
}
