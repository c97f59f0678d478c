// Undo in the notice after a save or a delete (issue 43), once for every form: the gateway names
// in a write's answer the Activity entries it made (for who may revert), the app's Apollo link
// offers them here, and the success notice that follows the write carries Undo on exactly those.
// The notice says what the write did, so it takes the offer: a form needs no code of its own.

/** Puts the named entries back (the app registers it: it holds the Apollo client). */
export type UndoRunner = (entries: readonly string[]) => void;

/**
 * How long an offer waits for its notice: a form shows it right after its write answers. A write
 * that shows no notice (a quiet autosave) leaves its offer to go stale, never to a later notice.
 */
const OFFER_MS = 5000;

let runner: UndoRunner | null = null;
let offered: { entries: string[]; at: number } | null = null;
/** The entries the writes of an action in progress named (collectUndoOffers), held until it ends. */
let collecting: string[] | null = null;

export function setUndoRunner(run: UndoRunner | null): void {
  runner = run;
}

/** A write named these entries: the next success notice offers to undo them (with those offered just before: one save, several writes). */
export function offerUndo(entries: readonly string[]): void {
  if (collecting) {
    collecting.push(...entries);
    return;
  }
  const now = Date.now();
  const kept = offered && now - offered.at <= OFFER_MS ? offered.entries : [];
  offered = { entries: [...kept, ...entries], at: now };
}

/** The Undo the next notice carries, if a write just offered one; the offer is used up either way. */
export function takeUndoOffer(): (() => void) | undefined {
  const offer = offered;
  offered = null;
  const run = runner;
  if (!offer || !run || Date.now() - offer.at > OFFER_MS) return undefined;
  return () => run(offer.entries);
}

/**
 * Runs `work`, an action of many writes one after another (a bulk delete), and offers every entry
 * they named at once when it ends: a slow row (seconds apart under load) cannot let the first rows'
 * offer go stale, nor a notice shown meanwhile take part of it. CI met a bulk Undo putting back one
 * row of two.
 */
export async function collectUndoOffers<T>(work: () => Promise<T>): Promise<T> {
  const outer = collecting;
  const mine: string[] = [];
  collecting = mine;
  try {
    return await work();
  } finally {
    collecting = outer;
    if (mine.length > 0) offerUndo(mine);
  }
}
