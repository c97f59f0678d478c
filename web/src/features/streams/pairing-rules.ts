// What the pairs tables and the pairing modal show and allow (spec 001 §2.6, §6, §9).
import { formatLocal } from '../../shared/format/local-time';

export type Pairing = 'MANUAL' | 'AUTOMATIC' | 'NONE';

/** DD/MM/YYYY HH:mm in the browser's time. */
export function streamTime(iso: string): string {
  return formatLocal(iso, 'DD/MM/YYYY HH:mm');
}

/** A rating of 0 to 1 as a percentage with two decimals. */
export const ratingLabel = (rating: number) => `${(rating * 100).toFixed(2)}%`;

/** 'Manual', the automatic pairing's rating, or '-'. */
export function matchIndexLabel(event: { pairing: Pairing; matchIndex?: number | null }): string {
  if (event.pairing === 'MANUAL') return 'Manual';
  return event.matchIndex != null ? ratingLabel(event.matchIndex) : '-';
}

/** Update is offered only for a different choice than the initial one, and with write. */
export const canUpdatePairing = (initial: string | null, selected: string | null, canWrite: boolean) => canWrite && initial !== selected;
