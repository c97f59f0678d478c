// Sport tooltip rules (spec 001 §5 "Tooltip form", §8): the form is invalid while the phrase key,
// a template id or a selection position is empty; template ids and positions are digits only;
// a phrase key and a template id belong to one tooltip of the sport, a position to one selection.

export interface TooltipValues {
  phraseKey: string;
  templateIds: readonly string[];
  positions: readonly string[];
}

export interface OtherTooltip {
  phraseKey: string;
  templateIds: readonly number[];
}

export interface TooltipProblem {
  field: 'phraseKey' | 'templateIds' | 'selections';
  message: string;
}

const DIGITS = /^\d{1,9}$/;

/** A tooltip's id in the schema, `{sportId}:{phraseKey}`: a sport's id is digits, so the first colon splits them. */
export const tooltipId = (sportId: string, phraseKey: string) => `${sportId}:${phraseKey}`;

export const phraseKeyTaken = (key: string) => `Phrase Key ${key} already exists.`;
export const templateIdTaken = (id: string) => `Template id ${id} already exists for this sport`;
export const duplicatedSelection = (position: string) => `Duplicated ${position} selection id`;
export const DIGITS_ONLY = 'Digits only';
export const REQUIRED = 'Required';

/** Every problem of the form; `others` are the sport's other tooltips (not the one being edited). */
export function tooltipProblems(values: TooltipValues, others: readonly OtherTooltip[]): TooltipProblem[] {
  const problems: TooltipProblem[] = [];
  const key = values.phraseKey.trim();
  if (!key) problems.push({ field: 'phraseKey', message: REQUIRED });
  else if (/\s/.test(key)) problems.push({ field: 'phraseKey', message: 'The phrase key cannot have spaces' });
  else if (others.some((o) => o.phraseKey === key)) problems.push({ field: 'phraseKey', message: phraseKeyTaken(key) });

  const ids = values.templateIds.map((id) => id.trim());
  if (ids.length === 0 || ids.some((id) => id === '')) problems.push({ field: 'templateIds', message: REQUIRED });
  if (ids.some((id) => id !== '' && !DIGITS.test(id))) problems.push({ field: 'templateIds', message: DIGITS_ONLY });
  const taken = new Set(others.flatMap((o) => o.templateIds.map(String)));
  for (const id of new Set(ids.filter((id) => DIGITS.test(id)))) {
    if (taken.has(String(Number(id)))) problems.push({ field: 'templateIds', message: templateIdTaken(id) });
  }

  const positions = values.positions.map((p) => p.trim());
  if (positions.some((p) => p === '')) problems.push({ field: 'selections', message: REQUIRED });
  if (positions.some((p) => p !== '' && !DIGITS.test(p))) problems.push({ field: 'selections', message: DIGITS_ONLY });
  const seen = new Set<number>();
  for (const p of positions.filter((p) => DIGITS.test(p))) {
    if (seen.has(Number(p))) problems.push({ field: 'selections', message: duplicatedSelection(p) });
    seen.add(Number(p));
  }
  return problems;
}

/** A new tooltip: three selections at positions 1, 2, 3 and one empty template id. */
export const NEW_TOOLTIP: TooltipValues = { phraseKey: '', templateIds: [''], positions: ['1', '2', '3'] };
