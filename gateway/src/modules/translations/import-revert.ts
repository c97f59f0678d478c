import type { ActivityEntry } from '../../activity-log/entry';
import { changedSince, count, EXAMPLES, listed, plainError, revertError, sortedByNow } from '../../activity-log/import-report';
import type { EntryRevert, EntryRevertTools, RevertUserError } from '../../activity-log/reverter';
import type { GatewayContext } from '../../context';
import { uploadOf } from '../../http/upload';
import { currentPhrases } from './csv-client';
import { requireWriteTranslations } from './guards';
import { csvOf, importUnavailable, rowsOf } from './import-rows';

// Reverting a translations CSV import from Activity (issue 43): the phrases its entry kept are
// imported again as they were, in one import of the area's own (its permission, Activity linked
// to the entry, live changes), except where the phrase is no longer what the import wrote: those
// are left as they are and reported, naming who changed them where Activity says.

/** Added phrases taken away one save each; more are left and said. */
const CLEAR_AT_MOST = 50;

/** Who changed each of `keys` in the language since the import, by key, as far as the later entries say. */
async function changedBy(entry: ActivityEntry, keys: string[], tools: EntryRevertTools): Promise<Map<string, ActivityEntry>> {
  const { language } = await tools.read<{ language: { code: string } | null }>(
    'query RevertImportLanguage($id: ID!) { language(id: $id) { code } }',
    {
      id: entry.entityId,
    },
  );
  const code = language?.code ?? '';
  const later = [
    ...(await tools.later({ entityType: 'Word' })),
    ...(await tools.later({ entityType: entry.entityType, entityId: entry.entityId })),
  ].sort((a, b) => b.at - a.at);
  const found = new Map<string, ActivityEntry>();
  for (const other of later) {
    const wrote =
      other.entityType === 'Word'
        ? other.entityLabel !== null &&
          other.changes.some((change) => change.field.startsWith(`translations.${code}`)) && [other.entityLabel]
        : (rowsOf(other) ?? []).map(([key]) => key);
    for (const key of wrote || []) if (keys.includes(key) && !found.has(key)) found.set(key, other);
  }
  return found;
}

async function revertImport(entry: ActivityEntry, tools: EntryRevertTools, ctx: GatewayContext) {
  await requireWriteTranslations(ctx);
  const languageId = entry.entityId ?? '';
  const current = await currentPhrases(ctx, languageId);
  const { back, stale, gone, added } = sortedByNow(rowsOf(entry) ?? [], current);
  const examples = stale.slice(0, EXAMPLES).map(([key]) => key);
  const by = examples.length > 0 ? await changedBy(entry, examples, tools) : new Map<string, ActivityEntry>();
  const userErrors = changedSince(examples, stale.length, by, 'phrases');
  if (gone.length > 0)
    userErrors.push(
      revertError(
        null,
        'NOT_REVERTIBLE',
        `${count(gone.length)} words were deleted since (${listed(gone)}): restore them from their own entries.`,
      ),
    );
  const reverted: string[] = [];
  if (back.length > 0) {
    const answer = await tools.write({
      mutation: `mutation RevertImport($languageId: ID!, $file: Upload!) {
        write: importTranslations(languageId: $languageId, file: $file, skipUnknownKeys: true) { userErrors { field message code } }
      }`,
      variables: { languageId, file: uploadOf(`revert-of-activity-${entry.id}.csv`, csvOf(back)) },
    });
    userErrors.push(...answer.userErrors.map(plainError));
    if (answer.userErrors.length === 0) reverted.push(...back.map(([key]) => key));
  }
  const cleared = await clearAdded(added, languageId, tools);
  return { reverted: [...reverted, ...cleared.keys], userErrors: [...userErrors, ...cleared.userErrors] };
}

interface KeyedWord {
  id: string;
  translationKey: string;
  key: string;
  section: { id: string };
}

/** The word whose full key is `key`: the search matches parts of keys, so its pages are read to the end (an exact look-up). */
async function wordOfKey(key: string, tools: EntryRevertTools): Promise<KeyedWord | undefined> {
  for (let page = 1; ; page++) {
    const { words } = await tools.read<{ words: { items: KeyedWord[]; pageCount: number } }>(
      `query RevertImportWord($search: String, $page: Int) {
        words(search: $search, page: $page, pageSize: ${SEARCH_PAGE_SIZE}) { items { id translationKey key section { id } } pageCount }
      }`,
      { search: key, page },
    );
    const word = words.items.find((item) => item.translationKey === key);
    if (word || page >= words.pageCount) return word;
  }
}

/** A page of the word search, read on to the end. */
const SEARCH_PAGE_SIZE = 50;

/**
 * Takes away the phrases the import added where the word had none: an import cannot, a word's save
 * with an empty phrase can, one save (and Activity entry) per word, so a few at most.
 */
async function clearAdded(added: string[], languageId: string, tools: EntryRevertTools) {
  if (added.length === 0) return { keys: [], userErrors: [] };
  if (added.length > CLEAR_AT_MOST) {
    const why = `${count(added.length)} phrases this import added stay (${listed(added)}): more than ${CLEAR_AT_MOST}, each a save of its word, clear them in their words.`;
    return { keys: [], userErrors: [revertError(null, 'NOT_REVERTIBLE', why)] };
  }
  const keys: string[] = [];
  const userErrors: RevertUserError[] = [];
  for (const key of added) {
    const word = await wordOfKey(key, tools);
    if (!word) continue;
    const answer = await tools.write({
      mutation: `mutation RevertImportAdded($input: SaveTranslationInput!) { write: saveTranslation(input: $input) { userErrors { field message code } } }`,
      variables: { input: { wordId: word.id, key: word.key, sectionId: word.section.id, translations: [{ languageId, phrase: '' }] } },
    });
    if (answer.userErrors.length === 0) keys.push(key);
    userErrors.push(...answer.userErrors.map((e) => plainError({ ...e, field: key })));
  }
  return { keys, userErrors };
}

export const importRevert: EntryRevert = {
  unavailable: importUnavailable,
  revert: revertImport,
};
