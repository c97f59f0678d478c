import { jackpotFormValues, jackpotInput, newCurrencyRow, validateJackpot } from './jackpot-form-values';

describe('jackpot form values', () => {
  it("shows the spec's messages by field as the user types", () => {
    const values = { ...jackpotFormValues(null), startValue: '0', maxValue: 'lots', timeRange: '07' };
    expect(validateJackpot(values)).toEqual({
      startValue: 'Start value cannot be zero.',
      maxValue: 'Max value must be number.',
      timeRange: 'Time range is not valid.',
    });
    expect(validateJackpot({ ...values, startValue: '10', maxValue: '100', timeRange: '7' })).toEqual({});
  });

  it('loads a stored configuration and sends numbers, dropping currency rows without a name', () => {
    const values = jackpotFormValues({
      startValue: 10,
      maxValue: 100,
      timeRange: 7,
      currencyRanges: [{ name: 'EUR', valueFrom: 10, valueTo: 100 }],
    });
    values.currencyRanges.push({ ...newCurrencyRow(), name: '  ', valueFrom: 5 });
    expect(jackpotInput(values)).toEqual({
      startValue: 10,
      maxValue: 100,
      timeRange: 7,
      currencyRanges: [{ name: 'EUR', valueFrom: 10, valueTo: 100 }],
    });
  });

  it('checks the currency rows as the user types: From above To, the same currency twice, negatives', () => {
    const values = { ...jackpotFormValues(null), startValue: '10', maxValue: '100', timeRange: '7' };
    values.currencyRanges = [
      { ...newCurrencyRow(), name: 'EUR', valueFrom: 100, valueTo: 10 },
      { ...newCurrencyRow(), name: 'eur', valueFrom: 1, valueTo: 2 },
      { ...newCurrencyRow(), name: 'USD', valueFrom: -1, valueTo: 2 },
    ];
    expect(validateJackpot(values)).toEqual({
      'currencyRanges.0.valueFrom': 'From cannot be above To.',
      'currencyRanges.1.name': 'This currency is already listed.',
      'currencyRanges.2.valueFrom': 'From must be 0 or more.',
    });
    expect(validateJackpot({ ...values, startValue: '-3' }).startValue).toBe('Start value must be a positive number.');
  });
});
