/** Lengths search engines show before truncating (the live preview's counters). */
export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;

export interface SerpCounter {
  /** e.g. 'Title 48/60'. */
  text: string;
  /** Beyond the limit: shown in the warning colour. */
  over: boolean;
}

function counter(label: string, value: string, limit: number): SerpCounter {
  const length = [...value].length;
  return { text: `${label} ${length}/${limit}`, over: length > limit };
}

export function titleCounter(title: string): SerpCounter {
  return counter('Title', title, TITLE_LIMIT);
}

export function descriptionCounter(description: string): SerpCounter {
  return counter('Description', description, DESCRIPTION_LIMIT);
}
