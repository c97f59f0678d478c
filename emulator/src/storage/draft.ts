// The draft a store change works on: the acknowledged data with each top-level collection copied
// the first time the change reaches for it. Routes keep their plain-array code
// (`draft.websites.find(…)`, `draft.users.push(…)`, mutating the record found), and a change pays
// only for the collections it touches: a website save copies the websites, not the 31,000 words.
// The proxy sits on the top-level object only, never on records, so iterating a collection costs
// what iterating an array costs. If the change throws, the copies are dropped and the
// acknowledged data was never touched.
import { cloneJson } from './json-value';

const REMOVED = Symbol('removed');

export class Draft<T extends object> {
  /** What the change works on. */
  readonly data: T;
  private readonly copies = new Map<string, unknown>();

  constructor(private readonly base: T) {
    const copies = this.copies;
    const current = (key: string): unknown => {
      if (copies.has(key)) {
        const value = copies.get(key);
        return value === REMOVED ? undefined : value;
      }
      const value = (base as Record<string, unknown>)[key];
      if (value === null || typeof value !== 'object') return value;
      const copy = cloneJson(value);
      copies.set(key, copy);
      return copy;
    };
    this.data = new Proxy({} as T, {
      get: (_target, key) => (typeof key === 'string' ? current(key) : undefined),
      set: (_target, key, value) => {
        if (typeof key !== 'string') return false;
        copies.set(key, value);
        return true;
      },
      deleteProperty: (_target, key) => {
        if (typeof key === 'string') copies.set(key, REMOVED);
        return true;
      },
      has: (_target, key) => typeof key === 'string' && current(key) !== undefined,
      ownKeys: () => this.keys(),
      getOwnPropertyDescriptor: (_target, key) =>
        typeof key === 'string' && current(key) !== undefined
          ? { value: current(key), writable: true, enumerable: true, configurable: true }
          : undefined,
    });
  }

  /** The top-level keys the change read or wrote (each may or may not differ from the base). */
  touched(): string[] {
    return [...this.copies.keys()];
  }

  /** The data after the change: the base with the touched collections replaced. */
  result(): T {
    const next = { ...this.base } as Record<string, unknown>;
    for (const [key, value] of this.copies) {
      if (value === REMOVED) delete next[key];
      else next[key] = value;
    }
    return next as T;
  }

  private keys(): string[] {
    const keys = new Set(Object.keys(this.base));
    for (const [key, value] of this.copies) {
      if (value === REMOVED) keys.delete(key);
      else keys.add(key);
    }
    return [...keys];
  }
}
