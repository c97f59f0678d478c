import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The all-translations section filter, in the URL next to page and search (`?section=3`). */
export function useSectionFilter(): [string | null, (sectionId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const sectionId = params.get('section');
  const setSectionId = useCallback(
    (next: string | null) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set('section', next);
          else updated.delete('section');
          // A new filter starts again from page 1.
          updated.delete('page');
          return updated;
        },
        { flushSync: true },
      ),
    [setParams],
  );
  return [sectionId, setSectionId];
}
