import {
  addException,
  canAddException,
  editPhrase,
  hasEmptyPhrase,
  removeException,
  visibleExceptions,
  type ExceptionDraft,
} from './exception-rules';

const urlOf = (id: string) => `https://site-${id}.example`;
const stored: ExceptionDraft = { key: 'x1', id: 'x1', websiteId: '1', languageId: 'en', phrase: 'Hi', isDeleting: false };

describe('exception rules', () => {
  it('Add Exception needs a website, a language and a phrase', () => {
    expect(canAddException({ websiteId: '1', languageId: 'en', phrase: '' })).toBe(false);
    expect(canAddException({ websiteId: null, languageId: 'en', phrase: 'a' })).toBe(false);
    expect(canAddException({ websiteId: '1', languageId: null, phrase: 'a' })).toBe(false);
    expect(canAddException({ websiteId: '1', languageId: 'en', phrase: 'a' })).toBe(true);
  });

  it('refuses a second exception for the same website and language', () => {
    const result = addException([stored], { websiteId: '1', languageId: 'en', phrase: 'Other' }, urlOf);
    expect(result.error).toBe('Exception for https://site-1.example already exists');
    expect(result.list).toEqual([stored]);
  });

  it('adds one for another language of the same website', () => {
    const result = addException([stored], { websiteId: '1', languageId: 'de', phrase: 'Hallo' }, urlOf);
    expect(result.error).toBeNull();
    expect(result.list).toHaveLength(2);
    expect(result.list[1]).toMatchObject({ id: null, websiteId: '1', languageId: 'de', phrase: 'Hallo' });
  });

  it('removing a stored exception marks it deleting and hides it; a new one just goes', () => {
    const { list } = addException([stored], { websiteId: '2', languageId: 'en', phrase: 'New' }, urlOf);
    const afterStored = removeException(list, 'x1');
    expect(afterStored[0]).toMatchObject({ id: 'x1', isDeleting: true });
    expect(visibleExceptions(afterStored)).toHaveLength(1);
    const afterNew = removeException(afterStored, list[1]!.key);
    expect(afterNew).toEqual([afterStored[0]]);
  });

  it('a deleted exception no longer blocks re-adding it', () => {
    const removed = removeException([stored], 'x1');
    expect(addException(removed, { websiteId: '1', languageId: 'en', phrase: 'Again' }, urlOf).error).toBeNull();
  });

  it('an empty phrase on a live exception blocks saving', () => {
    expect(hasEmptyPhrase(editPhrase([stored], 'x1', '  '))).toBe(true);
    expect(hasEmptyPhrase(removeException(editPhrase([stored], 'x1', ''), 'x1'))).toBe(false);
  });
});
