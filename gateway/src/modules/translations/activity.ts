import { type AuditSubject, argId, createdId, inputId } from '../../activity-log';
import type { GatewayContext } from '../../context';
import type { SaveTranslationInput } from '../../generated/resolvers-types';
import { translationLoaders } from '../../catalogue/translations';
import { websiteLoaders } from '../../catalogue/websites';
import * as client from './client';
import { keptPhrases } from './language-phrases';

// How the Activity screen reads a word before and after a change: its key, section, phrases by
// language (`translations.de`) and exceptions by website and language (`exceptions.{url}.de`).

const snapshot = `query AuditWord($id: ID!) {
  entity: word(id: $id) {
    translationKey
    section { key }
    translations { key: language { code } phrase }
    exceptions { key: website { url } subKey: language { code } phrase }
  }
}`;

/**
 * What a save writes (issue 41): its key and section, and only the phrases and exceptions it
 * lists, each by its own field, so a colleague's change of another phrase merges instead of
 * conflicting, and a change of the same phrase is refused for that phrase alone.
 */
async function wordWrites(args: Record<string, unknown>, ctx: GatewayContext): Promise<string[]> {
  const input = args.input as SaveTranslationInput | undefined;
  const phrases = input?.translations ?? [];
  const exceptions = input?.exceptions ?? [];
  // What cannot be read now is counted whole: the check stays as strict as before, never looser.
  const languages = await ctx
    .use(translationLoaders)
    .languages()
    .catch(() => null);
  if (!languages) return ['translationKey', 'section', 'translations', 'exceptions'];
  const codeOf = (id: string) => languages.find((l) => l.id === id)?.code ?? id;
  // An exception moved to another website or language also writes where it was.
  const stored =
    exceptions.some((e) => e.id) && input?.wordId ? await client.getWord(ctx.callApi, input.wordId).catch(() => null) : undefined;
  const phraseFields = ['translationKey', 'section', ...phrases.map((p) => `translations.${codeOf(p.languageId)}`)];
  if (stored === null) return [...phraseFields, 'exceptions'];
  const places = [...exceptions, ...(stored?.exceptions ?? []).filter((was) => exceptions.some((e) => e.id === was.id))];
  const websites = await Promise.all(
    [...new Set(places.map((p) => p.websiteId))].map((id) =>
      ctx
        .use(websiteLoaders)
        .byId.load(id)
        .catch(() => null),
    ),
  );
  const urlOf = (id: string) => websites.find((w) => w?.id === id)?.url ?? id;
  if (websites.includes(null)) return [...phraseFields, 'exceptions'];
  return [...phraseFields, ...places.map((e) => `exceptions.${urlOf(e.websiteId)}.${codeOf(e.languageId)}`)];
}

const word = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'Word',
  id,
  snapshot,
  label: 'translationKey',
  writes: wordWrites,
});

const language = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'Language',
  id,
  snapshot: `query AuditLanguage($id: ID!) { entity: language(id: $id) { name code } }`,
  label: 'name',
});

const section = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'Section',
  id,
  snapshot: `query AuditSection($id: ID!) { entity: section(id: $id) { title key } }`,
  label: 'title',
});

export const translationsActivity: Record<string, AuditSubject> = {
  saveTranslation: word(createdId('word', 'wordId')),
  deleteWord: word(argId()),
  createLanguage: language(createdId('language')),
  updateLanguage: language(inputId()),
  // A deleted language's phrases go with it: its entry keeps them for a restore.
  deleteLanguage: { ...language(argId()), kept: keptPhrases },
  createSection: section(createdId('section')),
  updateSection: section(inputId()),
  deleteSection: section(argId()),
};
