import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { smeFixture } from '../sme-test-fixtures';
import { EditSmeModal } from './edit-sme-modal';

const SME = smeFixture({ subscription_plan: null, custom_price: 12000 });

function open() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const onClose = vi.fn();
  renderPage(<EditSmeModal sme={SME} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit SME' });
  return { onClose, dialog, save: within(dialog).getByRole('button', { name: 'Save Changes' }) };
}

const editApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET partner/subscription/7/': () => ({ status: 200, body: [] }), ...extra });

describe('EditSmeModal', () => {
  it('is prefilled and closes without a call when nothing changed (the plan is not required)', async () => {
    const user = userEvent.setup();
    const { callsTo } = editApi();
    const { dialog, save, onClose } = open();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Kimironko Coffee');
    expect(within(dialog).getByLabelText(/Custom Price/)).toHaveValue('12,000 RWF');
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('PATCH smes/9/')).toHaveLength(0);
  });

  it("sends only the changed fields and says 'SME updated successfully'", async () => {
    const user = userEvent.setup();
    const { callsTo } = editApi({
      'PATCH smes/9/': ({ body }) => ({ status: 200, body: { ...SME, ...(body as object) } }),
    });
    const { dialog, save, onClose } = open();
    const location = within(dialog).getByLabelText(/Location/);
    await user.clear(location);
    await user.type(location, 'Remera');
    await user.click(within(dialog).getByRole('switch', { name: /Auto Suspend/ }));
    await user.click(save);
    expect(await screen.findByText('SME updated successfully')).toBeInTheDocument();
    expect(callsTo('PATCH smes/9/')[0]?.body).toEqual({ location: 'Remera', auto_suspend: false });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("says 'All fields are required' when a required field is emptied, and sends nothing", async () => {
    const user = userEvent.setup();
    const { callsTo } = editApi();
    const { dialog, save } = open();
    await user.clear(within(dialog).getByLabelText(/Admin Name/));
    await user.click(save);
    expect(await screen.findByText('All fields are required')).toBeInTheDocument();
    expect(callsTo('PATCH smes/9/')).toHaveLength(0);
  });

  it("shows field errors and 'Could not update SME at this time'", async () => {
    const user = userEvent.setup();
    editApi({
      'PATCH smes/9/': () => ({ status: 400, body: { admin_email: ['Enter a valid email address.'] } }),
    });
    const { dialog, save, onClose } = open();
    await user.type(within(dialog).getByLabelText(/Admin Email/), 'x');
    await user.click(save);
    expect(await screen.findByText('Could not update SME at this time')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
