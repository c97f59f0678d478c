import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// The emulator's `/online-word?languageId=` (emulator/README.md), which the import preview reads a
// language's phrases through: each word of the page exactly as without it, its phrases and
// exceptions narrowed to that language, whatever the page size.

const stack = useEmulatorStack();

interface UpstreamWord {
  id: number;
  key: string;
  translation: { languageId: number }[];
  exceptions: { languageId: number }[];
}

async function words(query: string): Promise<{ items: UpstreamWord[]; totalItems: number }> {
  const res = await request(`${stack.emulatorUrl}/online-word?${query}`, { headers: stack.auth });
  expect(res.statusCode).toBe(200);
  return (await res.body.json()) as { items: UpstreamWord[]; totalItems: number };
}

it.each([
  ['a page of 7', 'page=2&limit=7'],
  ['a page of 5,000', 'page=1&limit=5000'],
])("answers %s with one language's phrases and exceptions, the words the same", async (_name, page) => {
  const every = await words(page);
  expect(every.items.length).toBeGreaterThan(0);
  const languages = [...new Set(every.items.flatMap((word) => word.translation.map((t) => t.languageId)))];
  expect(languages.length).toBeGreaterThan(1);
  expect(every.items.some((word) => word.exceptions.length > 0) || page.includes('limit=7')).toBe(true);
  for (const languageId of languages) {
    const one = await words(`${page}&languageId=${languageId}`);
    expect(one.totalItems).toBe(every.totalItems);
    expect(one.items).toEqual(
      every.items.map((word) => ({
        ...word,
        translation: word.translation.filter((t) => t.languageId === languageId),
        exceptions: word.exceptions.filter((e) => e.languageId === languageId),
      })),
    );
  }
});
