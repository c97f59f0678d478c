import { useEffect, useRef, useState } from 'react';

// What the live feed heard (app/shell/live-updates.ts), for the screens that care: an edit
// screen with unsaved changes shows that a colleague changed the record before the user saves.

export interface LiveChange {
  area: string;
  operation: string;
  entityType: string | null;
  entityId: string | null;
  changedBy: string | null;
  fields: string[];
  at: string;
}

type Listener = (change: LiveChange) => void;
const listeners = new Set<Listener>();

export function publishLiveChange(change: LiveChange): void {
  for (const listener of listeners) listener(change);
}

/** Calls `onChange` for each change to this entity heard while the component is mounted. */
export function useEntityChanged(entityType: string, entityId: string | null | undefined, onChange: Listener): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!entityId) return;
    const listener: Listener = (change) => {
      if (change.entityType === entityType && change.entityId === entityId) latest.current(change);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [entityType, entityId]);
}

/** The record as an edit started from: its first answer, kept while live changes refresh the cache under the form. */
export function useEditBase<T>(current: T | null | undefined): [T | null, (next: T) => void] {
  const [base, setBase] = useState<T | null>(null);
  useEffect(() => {
    if (base === null && current) setBase(current);
  }, [base, current]);
  return [base, setBase];
}
