import { request } from 'undici';
import type { EmulatorStack } from './emulator-stack';

// The collection saves of the never-lose sweep (issue 40, graphql/collection-sweep): per mutation,
// how to store more entries than its screen shows at once, read them all, and save a change of
// one entry the way the app sends it. The rows: website-collection-saves.ts, help-collection-saves.ts.

/** Entries by key, as the read sees them (`websitePermissions.150`: WRITE). */
export type Entries = Record<string, unknown>;

export interface CollectionSave {
  /** The mutation and the input lists the row covers (`input.websitePermissions`). */
  mutation: string;
  covers: string[];
  /** What the screen does not show: why the entries stored outnumber it. */
  hidden: string;
  /** At least this many entries are stored before the save. */
  min: number;
  /** Stores the entries (idempotent within a file: rows share one emulator). */
  grow(): Promise<void>;
  read(): Promise<Entries>;
  /** Saves a change of one entry (with the entries the app sends alongside it); the keys it changed. */
  changeOne(): Promise<string[]>;
}

/** The most rows a list screen shows at once (pageSize ≤ 100): rows past it are on another page. */
export const PAGE = 100;
/** Websites the emulator holds once grown: half again past a page. */
export const WEBSITES = 160;

export const flat = (prefix: string, items: readonly { key: string; value: unknown }[]): Entries =>
  Object.fromEntries(items.map(({ key, value }) => [`${prefix}.${key}`, value]));

/** The answer's data, or the errors thrown (a row must not pass on an error). */
export async function data(stack: EmulatorStack, query: string, variables?: Record<string, unknown>): Promise<any> {
  const answer = await stack.gql(query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

/** The payload of a save, failing on its userErrors. */
export async function saved(stack: EmulatorStack, mutation: string, document: string, variables: Record<string, unknown>): Promise<void> {
  const payload = (await data(stack, document, variables))[mutation];
  if (payload.userErrors.length > 0) throw new Error(`${mutation}: ${JSON.stringify(payload.userErrors)}`);
}

/** Grows the emulator to WEBSITES websites through its REST API (betshops 1–5 in turn); their ids, in order. */
export async function growWebsites(stack: EmulatorStack): Promise<string[]> {
  const listed = await data(stack, `{ websites(page: 1, pageSize: 100) { totalItems } }`);
  for (let n = listed.websites.totalItems + 1; n <= WEBSITES; n++) {
    const res = await request(`${stack.emulatorUrl}/websites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...stack.auth },
      body: JSON.stringify({ name: `Volume ${n}`, url: `https://volume${n}.example.com`, betshopId: (n % 5) + 1 }),
    });
    if (res.statusCode !== 201) throw new Error(`POST /websites → ${res.statusCode}: ${await res.body.text()}`);
    await res.body.dump();
  }
  const pages = await Promise.all([1, 2].map((page) => data(stack, `{ websites(page: ${page}, pageSize: 100) { items { id } } }`)));
  return pages.flatMap((p) => p.websites.items.map((w: { id: string }) => w.id));
}
