import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks, then confirms or cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderPage(
      <ConfirmDialog
        opened
        title="Are you sure you want to unassign the selected router(s) from the realm?"
        message="Assign a different realm afterwards."
        confirmLabel="Unassign"
        isDanger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(await screen.findByText('Assign a different realm afterwards.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    renderPage(<ConfirmDialog opened={false} title="Sure?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByText('Sure?')).not.toBeInTheDocument();
  });
});
