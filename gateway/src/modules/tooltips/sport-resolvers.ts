import DataLoader from 'dataloader';
import * as rules from '../../access/permissions';
import { perRequest, type GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { checkPaging } from '../../graphql/paging';
import { csvNameProblem, utf8TextCheck } from '../../http/upload-content';
import { forwardUpload } from '../../http/upload';
import { FILE_TOO_LARGE, postMultipart } from '../../upstream/multipart-post';
import { toUserErrors } from '../../upstream/user-errors';
import { upstreamId } from '../../upstream/ids';
import { FEED_SPORTS, sportName } from '../../sports';
import { translationLoaders } from '../../catalogue/translations';
import { listTooltipSports, type UpstreamTooltipSport } from './client';
import * as sport from './sport-client';
import { obsoleteKeys, saveSportTooltip } from './sport-save';
import { tooltipId } from '@backoffice/rules/tooltips';
import { parseTooltipId, selectionKey, unpackTooltips } from './sport-tooltip-codec';
import { payload } from '../../upstream/payload';
import { withKept } from '../../activity-log/kept-with';
import { changesOf, currentTooltips, keptTooltips } from './import-rows';
import * as phrases from './translation-import-rows';

// The Configurations screen's Tooltips tab (spec 001 §2.4 configuration-area view): read and
// write on CONFIGURATION.TOOLTIPS.

const KEY = 'CONFIGURATION_TOOLTIPS';
const assertRead = async (ctx: GatewayContext) => rules.assertCanReadKey(await ctx.requireViewer(), KEY, 'You cannot read tooltips.');
export const assertWrite = async (ctx: GatewayContext) =>
  rules.assertCanWriteKey(await ctx.requireViewer(), KEY, 'You cannot change tooltips.');

async function importFile(
  ctx: GatewayContext,
  path: string,
  query: Record<string, string>,
  file: Promise<import('graphql-upload-minimal').FileUpload>,
  transform?: (chunks: AsyncIterable<Buffer>) => AsyncIterable<Buffer>,
) {
  const upload = await file;
  const badName = csvNameProblem(upload.filename);
  if (badName) return { ok: false as const, userErrors: [badName] };
  return forwardUpload(
    upload,
    ctx.services.config.maxUploadBytes,
    async (chunks) => {
      const res = await postMultipart(
        ctx,
        { path, query },
        { field: 'file', filename: upload.filename, contentType: 'text/csv', chunks },
        'tooltips.csv',
      );
      if (res.status === 200 || res.status === 201) return { ok: true as const, value: res.body as Record<string, unknown> };
      if (res.status === 413) return { ok: false as const, userErrors: [FILE_TOO_LARGE] };
      return { ok: false as const, userErrors: toUserErrors(res.body) };
    },
    utf8TextCheck(),
    transform,
  );
}

/** Passes the file on, keeping a copy in `copy` (no larger than an upload takes). */
async function* copying(chunks: AsyncIterable<Buffer>, copy: Buffer[]): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    copy.push(chunk);
    yield chunk;
  }
}

/** Translation keys asked of the upstream at once: a short enough query string. */
const KEYS_PER_CALL = 50;

/**
 * The request's reads, each made once however many fields ask: the list and the create dropdown's
 * choices; a tooltip, its translations and its version (which reads both again). A translation is
 * read by its exact key, the keys of one request asked together. Writes read fresh.
 */
const reads = perRequest((ctx) => {
  let sports: Promise<UpstreamTooltipSport[]> | undefined;
  const phrases = new DataLoader<string, ReadonlyMap<string, string>>(
    async (keys) => {
      const found = await sport.tooltipPhrases(ctx.callApi, keys);
      return keys.map((key) => found.get(key) ?? new Map<string, string>());
    },
    { maxBatchSize: KEYS_PER_CALL },
  );
  return { sports: () => (sports ??= listTooltipSports(ctx.callApi)), phrases };
});

/** The translations of a phrase key and of each of its selections, one phrase per language. */
async function translationsOf(ctx: GatewayContext, sportId: string, phraseKey: string, selectionPositions: readonly number[]) {
  const keys = [phraseKey, ...selectionPositions.map((p) => selectionKey(upstreamId(sportId), phraseKey, p))];
  const phrases = await Promise.all(keys.map((key) => ctx.use(reads).phrases.load(key)));
  return keys.map((key, i) => ({
    key,
    selectionPosition: i === 0 ? null : selectionPositions[i - 1]!,
    phrases: [...phrases[i]!].map(([languageId, phrase]) => ({ languageId, phrase })),
  }));
}

export const sportTooltipResolvers: Resolvers = {
  Query: {
    async configurationTooltipSports(_root, { search, page, pageSize }, ctx) {
      await assertRead(ctx);
      checkPaging(page, pageSize);
      const term = search?.trim().toLowerCase() ?? '';
      const rows = (await ctx.use(reads).sports()).filter((r) => !term || r.name.toLowerCase().includes(term) || r.sportId.includes(term));
      return {
        items: rows.slice((page - 1) * pageSize, page * pageSize),
        totalItems: rows.length,
        pageCount: Math.max(1, Math.ceil(rows.length / pageSize)),
        page,
      };
    },
    async tooltipSportChoices(_root, _args, ctx) {
      await assertRead(ctx);
      const taken = new Set((await ctx.use(reads).sports()).map((r) => r.sportId));
      return FEED_SPORTS.filter((s) => !taken.has(String(s.id))).map((s) => ({ sportId: String(s.id), name: s.name }));
    },
    async tooltipTranslations(_root, { sportId, phraseKey, selectionPositions }, ctx) {
      await assertRead(ctx);
      return translationsOf(ctx, sportId, phraseKey, selectionPositions);
    },
    async sportTooltip(_root, { id }, ctx) {
      await assertRead(ctx);
      const key = parseTooltipId(id);
      const row = key && (await ctx.use(reads).sports()).find((r) => r.sportId === key.sportId);
      const tooltip = row && unpackTooltips(row.tooltips).find((t) => t.phraseKey === key.phraseKey);
      return tooltip && row ? { ...tooltip, sportId: row.sportId } : null;
    },
    async tooltipLanguages(_root, _args, ctx) {
      await assertRead(ctx);
      return ctx.use(translationLoaders).languages();
    },
    async checkTooltipPhraseKey(_root, { sportId, phraseKey }, ctx) {
      await assertRead(ctx);
      return sport.checkPhraseKey(ctx.callApi, sportId, phraseKey.trim());
    },
  },

  Mutation: {
    async createSportTooltips(_root, { sportId }, ctx) {
      await assertWrite(ctx);
      // The CSV import refuses a sport the catalogue does not know; so does this.
      if (!/^\d{1,9}$/.test(sportId) || sportName(Number(sportId)) === undefined) {
        return { tooltipSport: null, userErrors: [{ field: 'sportId', message: 'Unknown sport.' }] };
      }
      const r = await sport.createSportTooltips(ctx.callApi, sportId);
      return payload('tooltipSport', r);
    },
    async deleteSportTooltips(_root, { id }, ctx) {
      await assertWrite(ctx);
      const all = await listTooltipSports(ctx.callApi);
      const row = all.find((r) => r.id === upstreamId(id));
      if (!row) return { deletedId: null, userErrors: [{ field: null, message: 'Sport tooltips not found' }] };
      const doomed = unpackTooltips(row.tooltips).flatMap((t) => obsoleteKeys(all, row.sportId, t, null));
      const r = await sport.deleteSportTooltipsRow(ctx.callApi, id);
      if (!r.ok) return { deletedId: null, userErrors: r.userErrors };
      await sport.deletePhraseKeys(ctx.callApi, doomed);
      return { deletedId: id, userErrors: [] };
    },
    async saveSportTooltip(_root, { input }, ctx) {
      await assertWrite(ctx);
      const outcome = await saveSportTooltip(ctx, input);
      const row = outcome.tooltipSport;
      const saved = row && unpackTooltips(row.tooltips).find((t) => t.phraseKey === input.phraseKey.trim());
      return { ...outcome, tooltip: saved ? { ...saved, sportId: row.sportId } : null };
    },
    async deleteSportTooltip(_root, { sportId, phraseKey }, ctx) {
      await assertWrite(ctx);
      const all = await listTooltipSports(ctx.callApi);
      const row = all.find((r) => r.sportId === sportId);
      const tooltip = row && unpackTooltips(row.tooltips).find((t) => t.phraseKey === phraseKey);
      if (!row || !tooltip) return { tooltipSport: null, userErrors: [{ field: null, message: `Tooltip ${phraseKey} not found` }] };
      const doomed = obsoleteKeys(all, sportId, tooltip, null);
      const r = await sport.deleteOneTooltip(ctx.callApi, sportId, phraseKey);
      if (!r.ok) return { tooltipSport: null, userErrors: r.userErrors };
      await sport.deletePhraseKeys(ctx.callApi, doomed);
      return { tooltipSport: r.value, userErrors: [] };
    },
    async importSportTooltipsCsv(_root, { file }, ctx) {
      await assertWrite(ctx);
      // Each tooltip as it was, so the import's Activity entry keeps what its revert writes back.
      const current = await currentTooltips(ctx.callApi);
      const copy: Buffer[] = [];
      const r = await importFile(ctx, '/tooltips/import', {}, file, (chunks) => copying(chunks, copy));
      if (!r.ok) return { added: 0, updated: 0, userErrors: r.userErrors };
      const changed = changesOf(Buffer.concat(copy).toString('utf8'), current);
      const counts = { added: Number(r.value.added ?? 0), updated: Number(r.value.updated ?? 0), userErrors: [] };
      return withKept(counts, keptTooltips(changed, ctx.services.config.maxUploadBytes));
    },
    async importTooltipTranslationsCsv(_root, { languageId, file }, ctx) {
      await assertWrite(ctx);
      // Each tooltip word's phrase in the language as it was, so the import's Activity entry keeps what its revert writes back.
      const current = await phrases.currentTooltipPhrases(ctx.callApi, upstreamId(languageId));
      const copy: Buffer[] = [];
      const query = { languageId: upstreamId(languageId) };
      const r = await importFile(ctx, '/online-import-tooltips-translations-csv', query, file, (chunks) => copying(chunks, copy));
      if (!r.ok) return { imported: false, userErrors: r.userErrors };
      const changed = phrases.changesOf(Buffer.concat(copy).toString('utf8'), current);
      return withKept({ imported: true, userErrors: [] }, phrases.keptPhrases(changed, ctx.services.config.maxUploadBytes));
    },
  },

  TooltipSport: {
    tooltips: (s) => unpackTooltips(s.tooltips).map((t) => ({ ...t, sportId: s.sportId })),
  },

  SportTooltip: {
    id: (t) => tooltipId(t.sportId, t.phraseKey),
    translations: (t, _args, ctx) => translationsOf(ctx, t.sportId, t.phraseKey, t.selectionPositions),
  },

  Viewer: {
    tooltipsConfigurationLevel: (v) => rules.permissionLevel(v, KEY),
  },
};
