// What a bulk delete tells the person afterwards: how many went, and each one that did not, with why.

export interface DeleteOutcome {
  email: string;
  /** Null when deleted; else the reason it was not. */
  problem: string | null;
}

export function bulkDeleteSummary(outcomes: readonly DeleteOutcome[]): { deleted: string | null; failed: string[] } {
  const done = outcomes.filter((o) => o.problem === null).length;
  return {
    deleted: done === 0 ? null : done === 1 ? '1 user deleted' : `${done} users deleted`,
    failed: outcomes.filter((o) => o.problem !== null).map((o) => `${o.email} was not deleted: ${o.problem}`),
  };
}
