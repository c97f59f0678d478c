import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';

// A textarea that grows with its text from `minRows` to `maxRows` lines, then scrolls. Mantine's
// `autosize` measures it in script: on every render it reads the textarea's computed style and
// lays out a hidden copy, a forced style and layout pass that on a screen of settings ran in the
// commit before the first paint (19 ms on the website edit's General tab). A browser that sizes a
// field to its content in CSS (`field-sizing: content`: Chromium, Safari) does the same with no
// script; the others (Firefox) keep Mantine's autosize.
const SIZES_IN_CSS = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** The height of `rows` lines as Mantine's autosize computes it (border-box: lines, padding and border). */
function rowsHeight(rows: number): string {
  return `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale)))`;
}

type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'styles'> & {
  minRows: number;
  maxRows?: number;
  /** Styles of the textarea itself (a font, say). */
  inputStyle?: CSSProperties;
};

export function GrowingTextarea({ minRows, maxRows, inputStyle, ...props }: GrowingTextareaProps) {
  if (!SIZES_IN_CSS) return <Textarea {...props} autosize minRows={minRows} maxRows={maxRows} styles={{ input: inputStyle }} />;
  const sizing: CSSProperties = {
    fieldSizing: 'content',
    minHeight: rowsHeight(minRows),
    ...(maxRows !== undefined && { maxHeight: rowsHeight(maxRows) }),
  };
  return <Textarea {...props} rows={minRows} styles={{ input: { ...inputStyle, ...sizing } }} />;
}
