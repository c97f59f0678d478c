// Which view of the Img Arena tab the URL opens (`view`): kept apart from the pairing rules so
// that the route's prefetch (streams-prefetch.ts, in the app's entry) carries nothing else.

export type PairsView = 'configuration' | 'imgarena' | 'infront';
export const PAIRS_VIEWS: readonly PairsView[] = ['configuration', 'imgarena', 'infront'];
export const DEFAULT_VIEW: PairsView = 'imgarena';

export const readView = (value: string | null): PairsView =>
  (PAIRS_VIEWS as readonly (string | null)[]).includes(value) ? (value as PairsView) : DEFAULT_VIEW;
