import { Modal } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { AppProviders } from './providers';

describe('toasts', () => {
  it('show bottom right, over an open dialog but away from its heading', async () => {
    render(
      <AppProviders>
        <Modal opened onClose={() => {}} title="Edit Realm">
          body
        </Modal>
      </AppProviders>,
    );
    expect(await screen.findByRole('dialog', { name: 'Edit Realm' })).toBeInTheDocument();
    act(() => void notify.success('Realm Updated Successfully'));
    const toast = await screen.findByText('Realm Updated Successfully');
    const container = toast.closest('.app-notifications');
    expect(container).toHaveAttribute('data-position', 'bottom-right');
    expect(within(screen.getByRole('dialog')).queryByText('Realm Updated Successfully')).toBeNull();
  });
});
