/** What the gateway's preview says an import would do (the unknown keys as 'key (line N)'). */
export interface ImportPreviewData {
  toAdd: readonly { key: string; phrase: string }[];
  toChange: readonly { key: string; oldPhrase: string; newPhrase: string }[];
  unknownKeys: readonly string[];
  malformed: readonly { line: number; message: string }[];
}

/** 30,000 as '30,000': the preview's counts run into the tens of thousands. */
export const formatCount = (n: number) => n.toLocaleString('en');

export interface ImportPlan {
  /** Confirm import may be pressed. */
  canConfirm: boolean;
  /** The import leaves the unknown keys out (the upstream refuses a file with any). */
  skipUnknownKeys: boolean;
  /** What Confirm import will and will not write, or why it cannot be pressed: shown beside the button. */
  statement: string;
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** What a previewed import will do once confirmed, in the words shown to the user. */
export function importPlan(preview: ImportPreviewData & { unchanged: number }): ImportPlan {
  if (preview.malformed.length > 0) {
    return {
      canConfirm: false,
      skipUnknownKeys: false,
      statement: `Nothing can be imported: fix the ${count(preview.malformed.length, 'malformed line', 'malformed lines')} and choose the file again.`,
    };
  }
  const writes = [
    preview.toAdd.length > 0 ? count(preview.toAdd.length, 'phrase added', 'phrases added') : null,
    preview.toChange.length > 0 ? count(preview.toChange.length, 'phrase changed', 'phrases changed') : null,
  ].filter((part): part is string => part !== null);
  const unknown = preview.unknownKeys.length;
  const kept = [
    unknown > 0 ? `${count(unknown, 'unknown key', 'unknown keys')} (imports never create words)` : null,
    preview.unchanged > 0 ? `${count(preview.unchanged, 'row', 'rows')} already the same` : null,
  ].filter((part): part is string => part !== null);
  const notWritten = kept.length > 0 ? ` Will not write: ${kept.join(', ')}.` : '';
  if (writes.length === 0) {
    return { canConfirm: false, skipUnknownKeys: false, statement: `Nothing to import: no row adds or changes a phrase.${notWritten}` };
  }
  return { canConfirm: true, skipUnknownKeys: unknown > 0, statement: `Will write: ${writes.join(', ')}.${notWritten}` };
}
