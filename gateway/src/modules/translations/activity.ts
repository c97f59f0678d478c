import { type AuditSubject, argId, createdId, inputId } from '../../activity-log';

// How the Activity screen reads a word before and after a change: its key, section and phrases by language.

const snapshot = `query AuditWord($id: ID!) {
  entity: word(id: $id) {
    translationKey
    section { key }
    translations { key: language { code } phrase }
  }
}`;

// A save sends the word whole (key, section, every phrase), so any change since its base is one it would write over.
const word = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'Word',
  id,
  snapshot,
  label: 'translationKey',
  writes: () => ['translationKey', 'section', 'translations'],
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
  deleteLanguage: language(argId()),
  createSection: section(createdId('section')),
  updateSection: section(inputId()),
  deleteSection: section(argId()),
};
