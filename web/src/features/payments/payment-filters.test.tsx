import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentFilters } from './payment-filters';
import { readFilter } from './payment-filter';

function setup() {
  const onChange = jest.fn();
  render(
    <MantineProvider>
      <PaymentFilters
        state={readFilter(new URLSearchParams(''), '2026-11-25')}
        today="2026-11-25"
        currencies={['EUR', 'RSD']}
        onChange={onChange}
        onRemove={jest.fn()}
        onClear={jest.fn()}
      />
    </MantineProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('the expandable payment filters', () => {
  it('refuses +, - and e in the amounts, and applies the filters together', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByLabelText('Minimal amount'), '+-1e0.5');
    expect(screen.getByLabelText('Minimal amount')).toHaveValue('10.5');
    await user.type(screen.getByLabelText('Terminal ID'), ' T-003 ');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onChange).toHaveBeenCalledWith({
      text: { min: '10.5', max: '', terminal: 'T-003', receiver: '', sender: '', old: '', new: '' },
      currency: null,
      status: null,
    });
  });

  it('will not apply a minimal amount above the maximum', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByLabelText('Minimal amount'), '50');
    await user.type(screen.getByLabelText('Maximum amount'), '20');
    expect(screen.getByText('The minimal amount cannot be above the maximum amount.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
