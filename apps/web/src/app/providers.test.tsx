import { Modal } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { toastsWanted } from '../lib/toasts-wanted';
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

  it('are not drawn with the first page: the container comes with the first toast', async () => {
    toastsWanted.set(false);
    await import('./toasts'); // its chunk already here: only the wish for a toast is missing
    const { container } = render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(document.querySelector('.app-notifications')).toBeNull();
    expect(container).toHaveTextContent('page');
    act(() => void notify.error('Could not fetch the alerts'));
    expect(await screen.findByText('Could not fetch the alerts')).toBeInTheDocument();
    expect(document.querySelector('.app-notifications')).not.toBeNull();
  });
});
