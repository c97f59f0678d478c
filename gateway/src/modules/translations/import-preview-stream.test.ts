import { previewImport, type CurrentPhrases } from './import-preview';

// The preview reads the file while the language's phrases are read from the upstream (issue 40):
// whichever comes first, each row is compared with the phrases, in the file's order.

const FILE = ['section,key,phrase\ngeneral,a,Neu\ngen', 'eral,b,Anders\ngeneral,c,Gleich\nsports,z,x\ngeneral,d,Mehr\n'];
const PHRASES: CurrentPhrases = new Map([
  ['general.a', null],
  ['general.b', 'Alt'],
  ['general.c', 'Gleich'],
  ['general.d', null],
]);

async function* pieces(onRead?: (index: number) => void, file = FILE) {
  for (const [index, text] of file.entries()) {
    onRead?.(index);
    yield Buffer.from(text);
    // Another turn of the event loop between pieces, as a socket gives them.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const EXPECTED = {
  toAdd: [
    { key: 'general.a', phrase: 'Neu' },
    { key: 'general.d', phrase: 'Mehr' },
  ],
  toChange: [{ key: 'general.b', oldPhrase: 'Alt', newPhrase: 'Anders' }],
  unknownKeys: [{ line: 5, key: 'sports.z' }],
  unchanged: 1,
  canApply: false,
  canApplyKnownRows: true,
};

describe('import preview while the phrases are read', () => {
  it('compares the rows read before the phrases arrive once they do, in file order', async () => {
    let arrive!: (phrases: CurrentPhrases) => void;
    const phrases = new Promise<CurrentPhrases>((resolve) => (arrive = resolve));
    // The phrases arrive between the file's two pieces.
    const preview = await previewImport(
      pieces((index) => index === 1 && arrive(PHRASES)),
      phrases,
    );
    expect(preview).toMatchObject(EXPECTED);
  });

  it('gives the same preview when the whole file is read before the phrases arrive', async () => {
    let arrive!: (phrases: CurrentPhrases) => void;
    const phrases = new Promise<CurrentPhrases>((resolve) => (arrive = resolve));
    const previewing = previewImport(pieces(), phrases);
    await new Promise((resolve) => setTimeout(resolve, 0));
    arrive(PHRASES);
    expect(await previewing).toMatchObject(EXPECTED);
  });

  it('stops reading the file as soon as the phrases cannot be read, with their error', async () => {
    const read: number[] = [];
    const down = new Error('The translations service is unavailable');
    const longFile = ['section,key,phrase\n', ...Array.from({ length: 20 }, (_, i) => `general,k${i},p\n`)];
    await expect(
      previewImport(
        pieces((index) => read.push(index), longFile),
        Promise.reject(down),
      ),
    ).rejects.toBe(down);
    expect(read).toEqual([0]);
  });
});
