import {
  MESSAGES,
  betradarProblems,
  landingProblems,
  questionnaireProblems,
  ticketBannerProblems,
  type ValueProblem,
} from '@backoffice/rules/website-config';
import type { ConfigurationFieldType, ConfigurationOption } from '../../generated/schema-types';
import { STRUCTURED_SHAPES } from './field-types';

// Save-time checks per type (spec 001 §5): the shape first, then the spec's rules, which the
// web form shows from the same package (@backoffice/rules). A value that passes is packed as
// the upstream stores it: text as is, structures JSON-stringified. Problems carry a path inside
// the value ('0.sportName').

export type CheckedValue = { ok: true; packed: string } | { ok: false; problems: ValueProblem[] };

// Each rule takes its own type's value (already checked by the shape): `never` accepts them all.
const RULES: Partial<Record<ConfigurationFieldType, (value: never) => ValueProblem[]>> = {
  BETRADAR_TRACKER: betradarProblems,
  LANDING_PAGE_ITEMS: landingProblems,
  TICKET_BANNERS: ticketBannerProblems,
  QUESTIONNAIRE: questionnaireProblems,
};

const invalid = (message: string): CheckedValue => ({ ok: false, problems: [{ path: '', message }] });

function checkStructured(type: ConfigurationFieldType, value: unknown): CheckedValue {
  if (value === null || value === undefined) return invalid(MESSAGES.required);
  const shape = STRUCTURED_SHAPES[type]!;
  const parsed = shape.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: MESSAGES.structure })),
    };
  }
  const problems = RULES[type]?.(parsed.data as never) ?? [];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, packed: JSON.stringify(parsed.data) };
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

export function checkValue(type: ConfigurationFieldType, value: unknown, options: ConfigurationOption[]): CheckedValue {
  if (STRUCTURED_SHAPES[type]) return checkStructured(type, value);
  const text = asText(value);
  if (type === 'JSON') {
    if (text === null || typeof value !== 'string') return invalid(MESSAGES.invalidJson);
    try {
      JSON.parse(text);
    } catch {
      return invalid(MESSAGES.invalidJson);
    }
    return { ok: true, packed: text };
  }
  if (text === null) return invalid(MESSAGES.text);
  if (type === 'RADIO' && options.length > 0 && !options.some((o) => o.value === text)) return invalid(MESSAGES.option);
  return { ok: true, packed: text };
}
