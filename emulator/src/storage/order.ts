// The places (`seq`) of a list's records after a change. Records keep their stored seq as long as
// they stay in increasing order, which appends, removals and edits in place never disturb; a
// record that is new or moved gets a seq between its neighbours (seq is a REAL, so there is
// always room until doubles run out, and then the whole list is renumbered).

export interface Places {
  /** The seq of each key, in the order given. */
  seqs: number[];
  /** Whether each key's seq differs from the stored one (so its row must be written). */
  moved: boolean[];
}

export function placesOf(keys: readonly string[], stored: ReadonlyMap<string, number>): Places {
  const seqs = new Array<number>(keys.length);
  const moved = new Array<boolean>(keys.length).fill(false);
  // Keep a stored seq when it is above the last kept one; the records between two kept ones
  // are placed evenly between them.
  let last = -Infinity;
  let waiting: number[] = [];
  const place = (upper: number) => {
    const lower = last === -Infinity ? upper - waiting.length - 1 : last;
    const step = upper === Infinity ? 1 : (upper - lower) / (waiting.length + 1);
    waiting.forEach((index, i) => {
      seqs[index] = lower + step * (i + 1);
      moved[index] = true;
    });
    waiting = [];
  };
  keys.forEach((key, index) => {
    const seq = stored.get(key);
    if (seq !== undefined && seq > last) {
      place(seq);
      seqs[index] = seq;
      last = seq;
    } else waiting.push(index);
  });
  if (last === -Infinity) last = -1;
  place(Infinity);
  // Places closer than doubles can tell apart: number the whole list again.
  for (let i = 1; i < seqs.length; i++) {
    if (!(seqs[i]! > seqs[i - 1]!)) return { seqs: keys.map((_, index) => index), moved: keys.map(() => true) };
  }
  return { seqs, moved };
}
