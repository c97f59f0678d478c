import { parseRecord, sanitiseSeoCsvContent } from './import-content-sanitiser';

async function run(chunks: string[]): Promise<string> {
  async function* source() {
    for (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
  }
  let out = '';
  for await (const chunk of sanitiseSeoCsvContent(source())) out += chunk.toString('utf8');
  return out;
}

const HEADER = 'type,entityId,altCtx,name,metaTitle,content\n';

describe('SEO import content sanitiser', () => {
  it('removes scripts and event handlers from the content column only', async () => {
    const csv = `${HEADER}sport,58,,Football,"<script>x</script> title","<p onclick=""steal()"">Hi</p><script>alert(1)</script>"\n`;
    const out = await run([csv]);
    expect(out).toBe(`${HEADER}sport,58,,Football,<script>x</script> title,<p>Hi</p>\n`);
  });

  it('passes clean records through byte for byte', async () => {
    const csv = `${HEADER}page,1,,home,Home,"<p>Welcome, friend</p>"\r\nsport,58,,Football,Odds,\r\n`;
    expect(await run([csv])).toBe(csv);
  });

  it('keeps physical line numbers when sanitising drops line breaks', async () => {
    const csv = `${HEADER}sport,58,,Football,T,"<p>a</p><script>\nline\nline</script>"\nsport,55,,Basketball,T,<p>b</p>\n`;
    const out = await run([csv]);
    const lines = out.split('\n');
    expect(lines[4]).toBe('sport,55,,Basketball,T,<p>b</p>');
    expect(out).not.toContain('script');
  });

  it('handles records and multi-byte characters split across chunks', async () => {
    const csv = `${HEADER}sport,58,,Fußball,T,"<p>Tor für 🎉</p><img src=x onerror=alert(1)>"\n`;
    const bytes = Buffer.from(csv, 'utf8');
    const pieces: string[] = [];
    async function* source() {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    }
    for await (const chunk of sanitiseSeoCsvContent(source())) pieces.push(chunk.toString('utf8'));
    expect(pieces.join('')).toBe(`${HEADER}sport,58,,Fußball,T,<p>Tor für 🎉</p>\n`);
  });

  it('leaves files without a content column, and malformed records, for the upstream to judge', async () => {
    const noContent = 'type,entityId,metaTitle\nsport,58,"<script>"\n';
    expect(await run([noContent])).toBe(noContent);
    const malformed = `${HEADER}sport,58,,Football,T,"<script>unclosed\n`;
    expect(await run([malformed])).toBe(malformed);
  });

  it('parses RFC 4180 records and refuses bad quoting', () => {
    expect(parseRecord('a,"b,c","d ""e"""')).toEqual(['a', 'b,c', 'd "e"']);
    expect(parseRecord('a,b"c')).toBeNull();
    expect(parseRecord('"a"b')).toBeNull();
    expect(parseRecord('')).toEqual(['']);
  });
});
