// Fault switches for tests: make matching upstream requests fail (500), hang
// (slow), answer late after doing their work (late) or return broken JSON (malformed). Kept in memory only: a restart or
// /_dev/reset clears them. /_dev routes are never affected.

export const FAULT_KINDS = ['500', 'slow', 'late', 'malformed'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const DEFAULT_SLOW_MS = 15_000;

export interface Fault {
  id: number;
  kind: FaultKind;
  /** Applies to request paths starting with this ("/" = every path). */
  path: string;
  /** Requests left to affect; null = until cleared. */
  remaining: number | null;
  /** For "slow": how long to wait before handling; for "late": how long to hold the answer after handling. */
  delayMs: number;
}

export interface FaultInput {
  kind: FaultKind;
  path?: string;
  times?: number;
  delayMs?: number;
}

export class Faults {
  private faults: Fault[] = [];
  private nextId = 1;

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  add(input: FaultInput): Fault {
    const fault: Fault = {
      id: this.nextId++,
      kind: input.kind,
      path: input.path ?? '/',
      remaining: input.times ?? null,
      delayMs: input.delayMs ?? DEFAULT_SLOW_MS,
    };
    this.faults.push(fault);
    return { ...fault };
  }

  /** Removes every fault; returns how many there were. */
  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  /** The first fault matching this request path, counting the use against `times`. */
  take(path: string): Fault | null {
    if (path === '/_dev' || path.startsWith('/_dev/')) return null;
    const fault = this.faults.find((candidate) => path.startsWith(candidate.path));
    if (!fault) return null;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    }
    return { ...fault };
  }
}
