import { type AuditSubject, argId, createdId } from '../../activity-log';

// How the Activity screen reads a word before and after a change: its key, section and phrases by language.

const snapshot = `query AuditWord($id: ID!) {
  entity: word(id: $id) {
    translationKey
    section { key }
    translations { key: language { code } phrase }
  }
}`;

const word = (id: AuditSubject['id']): AuditSubject => ({ entity: 'Word', id, snapshot, label: 'translationKey' });

export const translationsActivity: Record<string, AuditSubject> = {
  saveTranslation: word(createdId('word', 'wordId')),
  deleteWord: word(argId()),
};
