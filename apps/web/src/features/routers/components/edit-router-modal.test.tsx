import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { routerFixture } from '../../../test/router-fixtures';
import { EditRouterModal } from './edit-router-modal';

const router = routerFixture({
  id: 2,
  serial_number: 'ARD-0002',
  sme: null,
  ssid: 'Lobby',
  location_name: 'Remera',
});

const open = () => {
  const onClose = vi.fn();
  renderPage(<EditRouterModal router={router} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  return {
    onClose,
    dialog,
    ssid: within(dialog).getByRole('textbox', { name: /SSID/ }),
    location: within(dialog).getByRole('textbox', { name: /Location/ }),
    submit: within(dialog).getByRole('button', { name: 'Save Changes' }),
  };
};

describe('EditRouterModal', () => {
  it('refuses an SSID of 31 characters and an empty location (submit disabled)', async () => {
    const user = userEvent.setup();
    const { ssid, location, submit } = open();
    expect(ssid).toHaveValue('Lobby');
    expect(location).toHaveValue('Remera');
    expect(submit).toBeEnabled();
    await user.clear(ssid);
    await user.type(ssid, 'x'.repeat(31));
    expect(submit).toBeDisabled();
    expect(screen.getByText('Ensure this field has no more than 30 characters.')).toBeInTheDocument();
    await user.type(ssid, '{Backspace}');
    expect(submit).toBeEnabled();
    await user.clear(location);
    expect(submit).toBeDisabled();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
  });

  it('opens a router without a location with the reason Save is disabled', () => {
    renderPage(<EditRouterModal router={{ ...router, location_name: null }} onClose={vi.fn()} />);
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it("sends {ssid, location_name} and says 'Router properties updated successfully'", async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'PATCH routers/2/': ({ body }) => ({ status: 200, body: { ...router, ...(body as object) } }),
    });
    const { ssid, submit, onClose } = open();
    await user.clear(ssid);
    await user.type(ssid, '  Lobby 2 ');
    await user.click(submit);
    expect(await screen.findByText('Router properties updated successfully')).toBeInTheDocument();
    expect(callsTo('PATCH routers/2/')[0]?.body).toEqual({ ssid: 'Lobby 2', location_name: 'Remera' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's field error and 'Could not update the router properties'", async () => {
    const user = userEvent.setup();
    mockApi({ 'PATCH routers/2/': () => ({ status: 400, body: { ssid: ['This SSID is taken.'] } }) });
    const { submit, onClose } = open();
    await user.click(submit);
    expect(await screen.findByText('Could not update the router properties')).toBeInTheDocument();
    expect(screen.getByText('This SSID is taken.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
