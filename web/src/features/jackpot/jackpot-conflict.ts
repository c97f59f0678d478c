import type { JackpotFormValues } from './jackpot-form-values';

// A jackpot conflict (issue 28) names the fields as Activity does: `startValue`, `maxValue`,
// `timeRange`, and `currencyRanges.{name}.valueFrom` / `.valueTo`. These name them as the form does.

const LABELS: Record<string, string> = { startValue: 'Start Value', maxValue: 'Max Value', timeRange: 'Time Range in days' };
const CURRENCY = /^currencyRanges\.(.+)\.(valueFrom|valueTo)$/;

export function jackpotFieldLabel(field: string): string | null {
  const currency = CURRENCY.exec(field);
  if (currency) return `${currency[1]} ${currency[2] === 'valueFrom' ? 'from' : 'to'}`;
  return LABELS[field] ?? null;
}

export function jackpotFieldText(values: JackpotFormValues, field: string): string | null {
  const currency = CURRENCY.exec(field);
  if (currency) {
    const row = values.currencyRanges.find((r) => r.name === currency[1]);
    return row ? String(row[currency[2] as 'valueFrom' | 'valueTo']) : null;
  }
  return field in LABELS ? values[field as 'startValue' | 'maxValue' | 'timeRange'] : null;
}
