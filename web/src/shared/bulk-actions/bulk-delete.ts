// What a bulk delete tells the person afterwards: how many went, and each one that did not, with why.

export interface DeleteOutcome {
  /** How the row is named to the person (an email, a key). */
  name: string;
  /** Null when deleted; else the reason it was not. */
  problem: string | null;
}

export interface Noun {
  one: string;
  many: string;
}

export const counted = (count: number, noun: Noun) => `${count} ${count === 1 ? noun.one : noun.many}`;

export function bulkDeleteSummary(outcomes: readonly DeleteOutcome[], noun: Noun): { deleted: string | null; failed: string[] } {
  const done = outcomes.filter((o) => o.problem === null).length;
  return {
    deleted: done === 0 ? null : `${counted(done, noun)} deleted`,
    failed: outcomes.filter((o) => o.problem !== null).map((o) => `${o.name} was not deleted: ${o.problem}`),
  };
}
