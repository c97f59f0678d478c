// Upstream translation payloads as the operator API returns them (emulator/README.md).

export const EN = { id: 1, name: 'English', code: 'en' };
export const DE = { id: 2, name: 'German', code: 'de' };
export const SPORTS = { id: 2, key: 'sports', title: 'Sports' };
export const TOOLTIPS = { id: 4, key: 'tooltips', title: 'Tooltips' };

export function word(id: number, section = SPORTS, key = `word_${id}`) {
  return {
    id,
    key,
    sectionId: section.id,
    section,
    translation: [
      { id: id * 10, phrase: `Phrase ${id}`, languageId: 1, language: EN },
      { id: id * 10 + 1, phrase: `Satz ${id}`, languageId: 2, language: DE },
    ],
    exceptions: [
      { id: id * 100, languageId: 2, phrase: `Ausnahme ${id}`, websiteId: 4, website: { id: 4, url: 'https://arena.example.com' } },
    ],
  };
}
