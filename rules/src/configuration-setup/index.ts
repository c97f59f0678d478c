// Configuration setup rules (spec 001 §2.9, §5): a setting's key and label are required, and its
// values and default value must suit its type, with messages that say how.

export const SETUP_MESSAGES = {
  name: 'The name is required',
  key: 'Key is required',
  label: 'Label is required',
  radioValues: 'Values must be a JSON object of value → label, e.g. {"yes": "Yes", "no": "No"}',
  radioDefault: 'The default value must be one of the values',
  jsonDefault: 'The default value must be valid JSON',
} as const;

/** Types whose values are a JSON object of value → label. */
const CHOICE_TYPES = new Set(['radio', 'boolean']);
/** Types stored as plain text; every other type stores JSON. */
const TEXT_TYPES = new Set(['string', 'textarea']);

export interface DefinitionValues {
  key: string;
  label: string;
  typeName: string;
  defaultValue: string;
  values: string;
}

export interface DefinitionProblem {
  field: 'key' | 'label' | 'values' | 'defaultValue';
  message: string;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function choices(values: string): string[] | null {
  const parsed = parse(values);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return null;
  const entries = Object.entries(parsed.value);
  return entries.length > 0 && entries.every(([, label]) => typeof label === 'string') ? entries.map(([value]) => value) : null;
}

export function definitionProblems(definition: DefinitionValues): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  if (!definition.key.trim()) problems.push({ field: 'key', message: SETUP_MESSAGES.key });
  if (!definition.label.trim()) problems.push({ field: 'label', message: SETUP_MESSAGES.label });
  const type = definition.typeName.trim().toLowerCase();
  const defaultValue = definition.defaultValue.trim();
  if (CHOICE_TYPES.has(type)) {
    const options = choices(definition.values);
    if (options === null) problems.push({ field: 'values', message: SETUP_MESSAGES.radioValues });
    else if (defaultValue !== '' && !options.includes(defaultValue))
      problems.push({ field: 'defaultValue', message: SETUP_MESSAGES.radioDefault });
  } else if (!TEXT_TYPES.has(type) && defaultValue !== '' && !parse(defaultValue).ok) {
    problems.push({ field: 'defaultValue', message: SETUP_MESSAGES.jsonDefault });
  }
  return problems;
}
