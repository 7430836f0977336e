import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PORTAL_DEFAULTS, type TCaptivePortal } from '@ared/contract/captive-portal';
import { setTokens, setUser } from '../../../lib/auth-store';
import { formFields } from '../../../test/fake-xhr';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { CaptivePortalPage } from './captive-portal-page';

const portal = (overrides: Partial<TCaptivePortal> = {}): TCaptivePortal => ({
  id: 7,
  ...PORTAL_DEFAULTS,
  logo: null,
  router: { id: 3, serial_number: 'ARD-0042' },
  created: '2025-03-24T14:05:09Z',
  updated: '2025-03-25T10:00:00Z',
  ...overrides,
});

function setup(handlers: Record<string, MockHandler> = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET captive-portal/': () => ({ status: 200, body: pageOf([portal()]) }),
    ...handlers,
  });
  renderPage(<CaptivePortalPage />, { path: '/captive-portal' });
  return { ...api, user: userEvent.setup() };
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const openCustomize = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(
    await screen.findByRole('button', { name: /Customize the captive portal of router ARD-0042/ }),
  );
  return screen.findByRole('dialog', { name: 'Customize Captive Portal' });
};

describe('CaptivePortalPage', () => {
  it('shows the table with its columns and the router serial number', async () => {
    setup();
    expect(await screen.findByText('ARD-0042')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Landing Page Builder' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Name', 'Router Serial Number', 'Created At', 'Last Updated', 'Actions']);
  });

  it("links each row to the box's live portal, in a new tab", async () => {
    setup();
    const open = await screen.findByRole('link', {
      name: 'Open the captive portal of router ARD-0042 as guests see it',
    });
    expect(open).toHaveAttribute('href', '/portal/ARD-0042');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it("says 'No Captive Portal found' when there is none", async () => {
    setup({ 'GET captive-portal/': () => ({ status: 200, body: pageOf([]) }) });
    expect(await screen.findByText('No Captive Portal found')).toBeInTheDocument();
  });

  it('previews the defaults live and follows the typed name and message', async () => {
    const { user } = setup();
    const dialog = await openCustomize(user);
    expect(within(dialog).getByText('Welcome to')).toBeInTheDocument();
    expect(within(dialog).getByText('Empowering Businesses, Connecting Communities')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Cafe Hub');
    expect(within(dialog).getByRole('heading', { name: 'Cafe Hub' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Monitor' }));
    expect(within(dialog).getByTestId('preview-monitor')).toBeInTheDocument();
  });

  it('saves the fields as multipart and says so', async () => {
    const { user, callsTo } = setup({
      'PATCH captive-portal/7/': () => ({ status: 200, body: portal({ name: 'Cafe Hub' }) }),
    });
    const dialog = await openCustomize(user);
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Cafe Hub');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH captive-portal/7/')).toHaveLength(1));
    expect(await toast('Captive portal updated successfully')).toBeInTheDocument();
    expect(formFields(callsTo('PATCH captive-portal/7/')[0]!.body)).toMatchObject({
      name: 'Cafe Hub',
      primary_message: PORTAL_DEFAULTS.primary_message,
      background_color: PORTAL_DEFAULTS.background_color,
    });
  });

  it('refuses an empty name without calling the server', async () => {
    const { user, callsTo } = setup();
    const dialog = await openCustomize(user);
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(callsTo('PATCH captive-portal/7/')).toHaveLength(0);
  });

  it("resets after the confirmation with 'Reset the Changes'", async () => {
    const { user, callsTo } = setup({
      'PATCH captive-portal/reset/': () => ({ status: 200, body: portal() }),
    });
    const dialog = await openCustomize(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset the Changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset the Changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect(await toast('Captive portal reset to the defaults')).toBeInTheDocument();
    expect(callsTo('PATCH captive-portal/reset/')).toHaveLength(1);
  });

  describe('apply one design to many boxes (issue 29 §4)', () => {
    const three = [
      portal({ name: 'Lake Cafe' }),
      portal({ id: 8, router: { id: 4, serial_number: 'ARD-0043' } }),
      portal({ id: 9, router: { id: 5, serial_number: 'ARD-0044' } }),
    ];
    const openApply = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(
        await screen.findByRole('button', { name: 'Apply to other boxes the design of router ARD-0042' }),
      );
      return screen.findByRole('dialog', { name: 'Apply this design to other boxes' });
    };

    it('applies a row’s design to every other box by default', async () => {
      const { callsTo, user } = setup({
        'GET captive-portal/': () => ({ status: 200, body: pageOf(three) }),
        'POST captive-portal/7/apply/': () => ({ status: 200, body: { applied_count: 2 } }),
      });
      const dialog = await openApply(user);
      expect(within(dialog).getByRole('radio', { name: 'Every other box of yours (2)' })).toBeChecked();
      expect(
        within(dialog).getByRole('radio', { name: /The boxes selected in the table \(0\)/ }),
      ).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(await toast('Design applied to 2 landing pages')).toBeInTheDocument();
      expect(callsTo('POST captive-portal/7/apply/')[0]!.body).toEqual({ all: true });
    });

    it('applies it to the ticked boxes only, leaving the source out', async () => {
      const { callsTo, user } = setup({
        'GET captive-portal/': () => ({ status: 200, body: pageOf(three) }),
        'POST captive-portal/7/apply/': () => ({ status: 200, body: { applied_count: 1 } }),
      });
      await user.click(await screen.findByRole('checkbox', { name: /ARD-0042/ }));
      await user.click(screen.getByRole('checkbox', { name: /ARD-0044/ }));
      const dialog = await openApply(user);
      await user.click(within(dialog).getByRole('radio', { name: 'The boxes selected in the table (1)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(await toast('Design applied to 1 landing page')).toBeInTheDocument();
      expect(callsTo('POST captive-portal/7/apply/')[0]!.body).toEqual({ portals: [9] });
    });

    it('says so when the design could not be applied', async () => {
      const { user } = setup({
        'GET captive-portal/': () => ({ status: 200, body: pageOf(three) }),
        'POST captive-portal/7/apply/': () => ({ status: 404, body: { detail: 'Not found.' } }),
      });
      const dialog = await openApply(user);
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(await toast('Could not apply the design')).toBeInTheDocument();
    });

    it('offers no Apply when the partner has one box', async () => {
      setup();
      await screen.findByText('ARD-0042');
      expect(screen.queryByRole('button', { name: /to other boxes/ })).not.toBeInTheDocument();
    });
  });
});
