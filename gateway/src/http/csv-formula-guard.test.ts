import { Readable } from 'node:stream';
import { CsvFormulaGuard } from './csv-formula-guard';

async function run(chunks: string[]): Promise<string> {
  let out = '';
  for await (const piece of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(new CsvFormulaGuard())) out += String(piece);
  return out;
}

describe('CSV formula guard', () => {
  it('prefixes cells starting with = + - @ tab or CR, quoted or not', async () => {
    const csv = 'section,key,phrase\ngeneral,a,=SUM(1)\ngeneral,b,"+1, two"\ngeneral,-c,@x\ngeneral,d,"\tt"\ngeneral,e,"\rr"\n';
    expect(await run([csv])).toBe(
      'section,key,phrase\ngeneral,a,\'=SUM(1)\ngeneral,b,"\'+1, two"\ngeneral,\'-c,\'@x\ngeneral,d,"\'\tt"\ngeneral,e,"\'\rr"\n',
    );
  });

  it('leaves safe cells, doubled quotes and quoted newlines alone', async () => {
    const csv = 'general,a,"He said ""=no"""\ngeneral,b,"line one\n=still text"\ngeneral,c,a=b\n';
    expect(await run([csv])).toBe(csv);
  });

  it('keeps its state across chunk boundaries, even inside a multi-byte character', async () => {
    const csv = 'general,a,"x""\n=y"\ngeneral,b,"=ü"\ngeneral,c,-z\n';
    const bytes = Buffer.from(csv);
    const pieces: string[] = [];
    for (let i = 0; i < bytes.length; i += 3) pieces.push(bytes.subarray(i, i + 3).toString('latin1'));
    let out = '';
    const source = Readable.from(Array.from({ length: Math.ceil(bytes.length / 3) }, (_, k) => bytes.subarray(k * 3, k * 3 + 3)));
    for await (const piece of source.pipe(new CsvFormulaGuard())) out += String(piece);
    expect(out).toBe('general,a,"x""\n=y"\ngeneral,b,"\'=ü"\ngeneral,c,\'-z\n');
    expect(pieces.length).toBeGreaterThan(5);
  });

  it('does not treat CRLF line ends as dangerous cells', async () => {
    expect(await run(['a,b\r\n\r\n=c,d\r\n'])).toBe("a,b\r\n\r\n'=c,d\r\n");
  });

  it('does not mistake a CRLF split between chunks after an empty last cell for a dangerous cell', async () => {
    expect(await run(['a,\r', '\nb,c\r\n'])).toBe('a,\r\nb,c\r\n');
    expect(await run(['a,\r', '=x,c\r\n'])).toBe("a,'\r=x,c\r\n");
    expect(await run(['a,b\r\n,\r'])).toBe('a,b\r\n,\r');
  });

  it('catches a formula behind leading blanks, quoted or not, even across chunks', async () => {
    expect(await run(['a, =1+1,"  @x",\u00a0+2\n'])).toBe("a,' =1+1,\"'  @x\",'\u00a0+2\n");
    expect(await run(['a,  ', ' =cmd\n'])).toBe("a,'   =cmd\n");
    expect(await run(['a,  plain, text \n'])).toBe('a,  plain, text \n');
    expect(await run(['a,  \r\nb,c\n'])).toBe('a,  \r\nb,c\n');
  });

  it('catches the full-width = + - @ that spreadsheets also read as formulas', async () => {
    expect(await run(['\uFF1D1+1,\uFF0B2,"\uFF0D3",\uFF20x\n'])).toBe("'\uFF1D1+1,'\uFF0B2,\"'\uFF0D3\",'\uFF20x\n");
  });

  it('catches a quoted cell starting with a line feed, and keeps line feeds later in a cell', async () => {
    expect(await run(['a,"\n=HYPERLINK(1)"\n'])).toBe('a,"\'\n=HYPERLINK(1)"\n');
    expect(await run(['a,"x\n=y"\n'])).toBe('a,"x\n=y"\n');
  });
});
