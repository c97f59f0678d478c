import { z } from 'zod';
import type { ConfigurationFieldType, ConfigurationOption } from '../../generated/resolvers-types';
import { STRUCTURED_SHAPES } from './field-types';
import type { QuestionnaireShape } from './value-shapes';

// Save-time checks per type with the spec's messages (spec 001 §5). A value
// that passes is packed as the upstream stores it: text as is, structures
// JSON-stringified. Problems carry a path inside the value ('0.sportName').

export const MESSAGES = {
  invalidJson: 'Invalid Json',
  text: 'The value must be text',
  option: 'Choose one of the options',
  required: 'A value is required',
  sportName: 'Sport name is required',
  sportId: 'Sport ID is required',
  sportIdUnique: 'Sport ID is already in the list',
  landingImage: 'Image URL is required',
  landingTitle: 'Title key is required',
  landingDescription: 'Description key is required',
  landingUnique: 'A page cannot be added twice',
  bannerName: 'Ticket banner name is required',
  bannerUrl: 'Ticket banner url is required',
  defaultImage: 'Default Image is required.',
  width: 'Width is required and must be a number greater than 0',
  quality: 'Quality is required and must be a number between 1 and 100',
  question: 'Question is required',
  radioAnswers: 'Radio type must have answers',
  questionType: 'Question type must be TEXT or QUESTION',
  minCharacters: 'Minimum characters must be a whole number',
  dependency: 'The dependency must be a question of this questionnaire',
  fallback: 'Exactly one language must be the fallback language',
  structure: 'The value does not have the expected structure',
} as const;

export interface ValueProblem {
  /** Path inside the value, '' for the value itself. */
  path: string;
  message: string;
}

export type CheckedValue = { ok: true; packed: string } | { ok: false; problems: ValueProblem[] };

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Spec 001 §5 banner image sizes: width and height at least 1 (both with the spec's width
 * message), quality an integer from 1 to 100. Absent values are not checked.
 */
export function imageSizeProblems(image: Record<string, unknown>): { key: 'width' | 'height' | 'quality'; message: string }[] {
  const problems: { key: 'width' | 'height' | 'quality'; message: string }[] = [];
  for (const key of ['width', 'height'] as const) {
    if (!blank(image[key]) && !(Number(image[key]) >= 1)) problems.push({ key, message: MESSAGES.width });
  }
  const q = Number(image.quality);
  if (!blank(image.quality) && !(Number.isInteger(q) && q >= 1 && q <= 100)) problems.push({ key: 'quality', message: MESSAGES.quality });
  return problems;
}

type Issue = (message: string, ...path: (string | number)[]) => void;

/** Spec rules on top of each shape (the shape itself is already valid here). */
// Each rule takes its own type's value (already checked by the shape): `never` accepts them all.
const RULES: Partial<Record<ConfigurationFieldType, (value: never, issue: Issue) => void>> = {
  BETRADAR_TRACKER(items: Record<string, unknown>[], issue) {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (blank(item.sportName)) issue(MESSAGES.sportName, i, 'sportName');
      if (blank(item.sportId)) issue(MESSAGES.sportId, i, 'sportId');
      else {
        const id = String(item.sportId).trim();
        if (seen.has(id)) issue(MESSAGES.sportIdUnique, i, 'sportId');
        seen.add(id);
      }
    });
  },
  LANDING_PAGE_ITEMS(items: Record<string, unknown>[], issue) {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (blank(item.imageUrl)) issue(MESSAGES.landingImage, i, 'imageUrl');
      if (blank(item.titleKey)) issue(MESSAGES.landingTitle, i, 'titleKey');
      if (blank(item.descriptionKey)) issue(MESSAGES.landingDescription, i, 'descriptionKey');
      const page = String(item.pageName);
      if (seen.has(page)) issue(MESSAGES.landingUnique, i, 'pageName');
      seen.add(page);
    });
  },
  TICKET_BANNERS(items: { default: Record<string, unknown>; languages?: Record<string, Record<string, unknown>> | null }[], issue) {
    items.forEach((banner, i) => {
      const d = banner.default;
      if (blank(d.bannerName)) issue(MESSAGES.bannerName, i, 'default', 'bannerName');
      if (blank(d.bannerUrl)) issue(MESSAGES.bannerUrl, i, 'default', 'bannerUrl');
      if (blank(d.imagePath)) issue(MESSAGES.defaultImage, i, 'default', 'imagePath');
      const sizes = [['default', d] as const, ...Object.entries(banner.languages ?? {})];
      for (const [where, image] of sizes) {
        const at = where === 'default' ? ['default'] : ['languages', where];
        for (const p of imageSizeProblems(image)) issue(p.message, i, ...at, p.key);
      }
    });
  },
  QUESTIONNAIRE(value: z.infer<typeof QuestionnaireShape>, issue) {
    const languages = Object.entries(value);
    if (languages.length > 0 && languages.filter(([, l]) => l.isFallback === true).length !== 1) {
      issue(MESSAGES.fallback);
    }
    for (const [code, language] of languages) {
      const ids = new Set(language.questionnaire.map((q) => String(q.ID)));
      language.questionnaire.forEach((q, i) => {
        const at = [code, 'questionnaire', i] as const;
        if (blank(q.question)) issue(MESSAGES.question, ...at, 'question');
        if (q.type !== 'TEXT' && q.type !== 'QUESTION') issue(MESSAGES.questionType, ...at, 'type');
        // Stored form: a RADIO question is TEXT with answers; an answers list
        // that is present but empty is a RADIO question without answers.
        if (Array.isArray(q.answers) && q.answers.length === 0) issue(MESSAGES.radioAnswers, ...at, 'answers');
        if (!blank(q.minCharacters) && !/^\d+$/.test(String(q.minCharacters))) {
          issue(MESSAGES.minCharacters, ...at, 'minCharacters');
        }
        (q.answers ?? []).forEach((a, j) => {
          if (!blank(a.dependency) && !ids.has(String(a.dependency))) {
            issue(MESSAGES.dependency, ...at, 'answers', j, 'dependency');
          }
        });
      });
    }
  },
};

function checkStructured(type: ConfigurationFieldType, value: unknown): CheckedValue {
  if (value === null || value === undefined) return { ok: false, problems: [{ path: '', message: MESSAGES.required }] };
  const shape = STRUCTURED_SHAPES[type]!;
  const parsed = shape.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: MESSAGES.structure })),
    };
  }
  const problems: ValueProblem[] = [];
  RULES[type]?.(parsed.data as never, (message, ...path) => problems.push({ path: path.map(String).join('.'), message }));
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
    if (text === null || typeof value !== 'string') return { ok: false, problems: [{ path: '', message: MESSAGES.invalidJson }] };
    try {
      JSON.parse(text);
    } catch {
      return { ok: false, problems: [{ path: '', message: MESSAGES.invalidJson }] };
    }
    return { ok: true, packed: text };
  }
  if (text === null) return { ok: false, problems: [{ path: '', message: MESSAGES.text }] };
  if (type === 'RADIO' && options.length > 0 && !options.some((o) => o.value === text)) {
    return { ok: false, problems: [{ path: '', message: MESSAGES.option }] };
  }
  return { ok: true, packed: text };
}
