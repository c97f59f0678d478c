import { parseTranslationsCsv, readTranslationsCsv, type ParsedCsv } from './csv-parse';

describe('translations CSV reader', () => {
  it('reads quoted cells with commas, doubled quotes and newlines, counting physical lines', () => {
    const csv = '\uFEFFsection,key,phrase\r\ngeneral,a,"one, ""two"""\n\ngeneral,b,"line\nbreak"\nsports,c,plain\n';
    expect(parseTranslationsCsv(csv)).toEqual({
      rows: [
        { line: 2, section: 'general', key: 'a', phrase: 'one, "two"' },
        { line: 4, section: 'general', key: 'b', phrase: 'line\nbreak' },
        { line: 6, section: 'sports', key: 'c', phrase: 'plain' },
      ],
      problems: [],
    });
  });

  it('reports every malformed line with its number', () => {
    const csv = 'section,key,phrase\ngeneral,a\ngeneral,b,x"y\ngeneral,c,"ok"tail\n,d,x\ngeneral,e,1\ngeneral,e,2\ngeneral,f,"open\n';
    expect(parseTranslationsCsv(csv).problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 7, 8]);
  });

  it('requires the header first', () => {
    expect(parseTranslationsCsv('general,a,b\n').problems).toEqual([
      { line: 1, message: 'Line 1: the first line must be the header section,key,phrase' },
    ]);
    expect(parseTranslationsCsv('').problems).toEqual([{ line: 1, message: 'Line 1: the file is empty' }]);
  });

  it('reads a file streamed in pieces as it reads it whole, whatever the cuts', async () => {
    const csv =
      '\uFEFFsection,key,phrase\r\ngeneral,a,"one, ""two"""\r\n\ngeneral,b,"line\nbreak"\nsports,c,Café ünïcode\ngeneral,a,again\nx,y\nsports,d,"open\n';
    const whole = parseTranslationsCsv(csv);
    const bytes = Buffer.from(csv, 'utf8');
    for (const size of [1, 2, 3, 7, 64]) {
      async function* pieces() {
        for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
      }
      const streamed: ParsedCsv = { rows: [], problems: [] };
      for await (const batch of readTranslationsCsv(pieces())) {
        streamed.rows.push(...batch.rows);
        streamed.problems.push(...batch.problems);
      }
      expect(streamed).toEqual(whole);
    }
    expect(whole.rows.map((r) => r.phrase)).toEqual(['one, "two"', 'line\nbreak', 'Café ünïcode']);
    expect(whole.problems.map((p) => p.line)).toEqual([7, 8, 9]);
  });
});
