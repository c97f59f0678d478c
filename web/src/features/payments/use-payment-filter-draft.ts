import { useState, type FormEvent } from 'react';
import { NUMERIC_FILTERS, TEXT_FILTERS, type PaymentFilterState, type TextFilterKey } from './payment-filter';

// The expandable payment filters as typed, before Apply: they follow the URL when a tag is
// removed or the filters are cleared, and an amount that is not one keeps Apply off.

export const ANY = 'any';
const AMOUNT = /^\d+(\.\d+)?$/;

export interface FilterChanges {
  from?: string;
  to?: string;
  text?: Partial<Record<TextFilterKey, string>>;
  currency?: string | null;
  status?: string | null;
}

export function usePaymentFilterDraft(state: PaymentFilterState, onChange: (changes: FilterChanges) => void) {
  const [draft, setDraft] = useState(state.text);
  const [currency, setCurrency] = useState(state.currency ?? ANY);
  const [status, setStatus] = useState(state.status ?? ANY);
  // A tag removed or the filters cleared: the form shows what the URL now says.
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    setDraft(state.text);
    setCurrency(state.currency ?? ANY);
    setStatus(state.status ?? ANY);
  }

  const amountError = (key: TextFilterKey) => {
    if (draft[key] && !AMOUNT.test(draft[key])) return 'Enter an amount, e.g. 12.50';
    const { min, max } = draft;
    if (key === 'min' && min && max && AMOUNT.test(min) && AMOUNT.test(max) && Number(min) > Number(max)) {
      return 'The minimal amount cannot be above the maximum amount.';
    }
    return null;
  };
  const invalid = NUMERIC_FILTERS.some((key) => amountError(key));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const text = Object.fromEntries(TEXT_FILTERS.map((key) => [key, draft[key].trim()]));
    onChange({ text, currency: currency === ANY ? null : currency, status: status === ANY ? null : status });
  };

  const setText = (key: TextFilterKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return { draft, setText, currency, setCurrency, status, setStatus, amountError, invalid, apply };
}
