import { badUserInput } from '../errors';

// What an upload really is, read from its bytes as they stream through: a
// name and a declared type are the client's word, so an SVG or an HTML page
// named `x.png` with type image/png would otherwise reach the upstream.

/** Looks at each chunk in order; throws a file error (BAD_USER_INPUT on `file`) to refuse the upload. */
export type ContentCheck = (chunk: Buffer, isLast: boolean) => void;

const SIGNATURES: Record<string, number[][]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
};
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/** The image's first bytes must be those of its declared type (png, jpeg or gif). */
export function imageSignatureCheck(declaredType: string, message: string): ContentCheck {
  const type = ALIASES[declaredType.toLowerCase()] ?? declaredType.toLowerCase();
  const expected = SIGNATURES[type] ?? [];
  let head = Buffer.alloc(0);
  let decided = false;
  return (chunk, isLast) => {
    if (decided) return;
    head = Buffer.concat([head, chunk]).subarray(0, 8);
    const longest = Math.max(0, ...expected.map((s) => s.length));
    if (head.length < longest && !isLast) return;
    decided = true;
    if (!expected.some((signature) => signature.every((byte, i) => head[i] === byte))) throw badUserInput(message, 'file');
  };
}

export const CSV_ONLY = 'Only .csv files can be imported.';

/** A CSV import's name must say CSV: the refusal to answer, or null. */
export function csvNameProblem(filename: string | undefined): { field: string; message: string } | null {
  return /\.csv$/i.test(filename ?? '') ? null : { field: 'file', message: CSV_ONLY };
}

export const NOT_UTF8_TEXT = 'The file must be UTF-8 text (CSV). Save it as CSV UTF-8 and try again.';

/** Every byte must be UTF-8 text, without NUL (binaries and other encodings are refused). */
export function utf8TextCheck(): ContentCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return (chunk, isLast) => {
    try {
      decoder.decode(chunk, { stream: !isLast });
    } catch {
      throw badUserInput(NOT_UTF8_TEXT, 'file');
    }
    if (chunk.includes(0)) throw badUserInput(NOT_UTF8_TEXT, 'file');
  };
}
