import type { GatewayContext } from '../context';
import type { GatewayRoute } from '../gateway-route';
import type { Resolvers, SearchResult, SearchResultKind } from '../generated/resolvers-types';
import type { ViewerModel } from '../access/viewer-model';
import { isAdmin } from '../access/permissions';
import type { AuditSubject } from '../activity-log/subject';
import type { UpstreamService } from '../upstream/upstreams';
import type { WebsiteOfWrite } from '../graphql/audit/activity-record';
import type { Reverters } from '../activity-log/reverter';

// What a domain brings to the gateway: its resolvers and its plain HTTP routes
// (downloads, images). Each module folder exports one `GatewayModule` from its
// module.ts; modules/index.ts lists them, and schema.ts and server.ts loop over
// that list. The contract sits with the modules, not in the platform below them,
// because it names the schema's generated resolver types, which codegen builds
// from every module's mappers. The SDL is picked up from schema/<domain>.graphql, and codegen's
// mappers from the `*Model` types of modules/<domain>/mappers.ts.
// Its DataLoaders and replica-wide caches are `Provider`s (context.ts: perRequest,
// perReplica) declared beside the code that uses them and reached with
// `ctx.use(provider)`: the context creates them on first use and imports no module.

/** What a source found: at most the limit asked for, and how many match in all (null: it cannot count them). */
export interface SearchFound {
  results: SearchResult[];
  total: number | null;
}

/**
 * One kind of thing the command palette finds (issue 19), declared by the module that owns it.
 * A search costs it a bounded number of upstream calls whatever the volume (issue 40): the
 * upstream's own search, or one read of a list that stays short.
 */
export interface SearchSource {
  kind: SearchResultKind;
  /** Whether the viewer may read this kind at all; the palette skips the source otherwise. */
  allowed: (viewer: ViewerModel) => boolean;
  /** At most `limit` matches of `term`, only ones the viewer may read. */
  find: (ctx: GatewayContext, viewer: ViewerModel, term: string, limit: number) => Promise<SearchFound>;
}

/** The first `limit` of every match of a short list read whole (its total is its length). */
export const firstOf = (matches: SearchResult[], limit: number): SearchFound => ({
  results: matches.slice(0, limit),
  total: matches.length,
});

/**
 * Who hears of a module's changes live and sees who else edits its records (modules/live, issue
 * 39): one audience rule per area, used by the feed and by presence alike.
 */
export interface LiveArea {
  /**
   * Whether the viewer may read a record of this area on `websiteId`, the website it belongs to
   * (null: a record of no website). The same rule the area's own queries enforce.
   */
  mayRead: (viewer: ViewerModel, websiteId: string | null) => boolean;
  /** The website a write belongs to, when its arguments and payload do not name it as `websiteId` (a help page: its domain's). */
  websiteOfWrite?: WebsiteOfWrite;
  /**
   * The records whose edit screens say who else is there (`whoElseIsHere("HelpPage:15")`), by
   * type: the website the record belongs to (null: none), or undefined when the viewer cannot
   * find it (then presence is refused).
   */
  watch?: Record<string, (ctx: GatewayContext, viewer: ViewerModel, id: string) => Promise<string | null | undefined>>;
}

export interface GatewayModule {
  /** The domain's name, the same in schema/, modules/, emulator/src/domains and web/src/features. */
  name: string;
  resolvers: Resolvers[];
  routes?: GatewayRoute[];
  /**
   * The Activity screen's view of the module's mutations: how each entity is named and read
   * before and after a write (`subjects`), and the mutations that change no data (`notChanges`:
   * signing in and out), which the log line keeps but the Activity screen leaves out.
   */
  activity?: { subjects?: Record<string, AuditSubject>; notChanges?: string[] };
  /** The upstream services besides the operator API it calls (`ctx.call(service)`). */
  upstreams?: UpstreamService[];
  /** What the module adds to the command palette's search (modules/search asks each in parallel). */
  search?: SearchSource[];
  /** Who hears of its changes live; without it, admins and developers alone. */
  live?: LiveArea;
  /** How Activity puts its records back (issue 43): by entity type, the saves that revert and restore them. */
  revert?: Reverters;
}

/** `LiveArea.watch` of a record that belongs to no website (a user, a language): whoever reads the area. */
export const ofNoWebsite = (): Promise<null> => Promise.resolve(null);

/**
 * `LiveArea.mayRead` of an area whose records each belong to a website: `rule` on that website;
 * a record whose website is not known is for admins and developers alone, never "any website".
 */
export const perWebsite =
  (rule: (viewer: ViewerModel, websiteId: string) => boolean): LiveArea['mayRead'] =>
  (viewer, websiteId) =>
    websiteId === null ? isAdmin(viewer) : rule(viewer, websiteId);
