import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../test/render';
import { ConfirmModal } from './confirm-modal';

function renderModal(extra: { onDismiss?: () => void; focus?: 'cancel' | 'confirm' } = {}) {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  renderWithMantine(
    <ConfirmModal
      opened
      title="Leave?"
      message="Sure?"
      cancelLabel="No"
      confirmLabel="Yes"
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...extra}
    />,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmModal', () => {
  it('cancels on Escape and focuses the cancel button by default', async () => {
    const { onCancel } = renderModal();
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.setup().keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('calls onDismiss, not onCancel, on Escape when given, and can focus the confirm button', async () => {
    const onDismiss = jest.fn();
    const { onCancel } = renderModal({ onDismiss, focus: 'confirm' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus());
    await userEvent.setup().keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
