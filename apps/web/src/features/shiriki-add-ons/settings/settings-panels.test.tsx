import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_PURCHASE_TIERS, displayDuration } from '@ared/contract/vouchers';
import { renderAddOnPage, settingsFixture, toast } from '../add-on-test-kit';

type User = ReturnType<typeof renderAddOnPage>['user'];
const open = async (user: User, name: string, title = name) => {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}\\s*settings`) }));
  return screen.findByRole('dialog', { name: title });
};
const tiers = DEFAULT_TOKEN_PURCHASE_TIERS.map((t) => ({
  ...t,
  display_duration: displayDuration(t.duration_in_minutes),
}));
const automation = {
  partner_id: 7,
  default_duration: '1_hour',
  custom_duration: null,
  autoconnect_daily_usage: null,
};

describe('token purchase options', () => {
  it('shows the tiers in view mode; Edit, change, Save persists and says so', async () => {
    const { user, callsTo } = renderAddOnPage({
      handlers: {
        'GET vouchers/purchase-preference/': () => ({ status: 200, body: tiers }),
        'POST vouchers/purchase-preference/': ({ body }) => ({
          status: 200,
          body: (body as { price: string; duration_in_minutes: number }[]).map((t) => ({
            ...t,
            display_duration: displayDuration(t.duration_in_minutes),
          })),
        }),
      },
    });
    const dialog = await open(user, 'Token Purchase');
    expect(await within(dialog).findByText('100 RWF')).toBeInTheDocument();
    expect(within(dialog).getByText('20 minutes')).toBeInTheDocument();
    // View mode: no inputs and no Save.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const price = within(dialog).getByRole('textbox', { name: 'Price 2' });
    await user.clear(price);
    await user.type(price, '150 RWF');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Token purchase preferences saved successfully')).toBeInTheDocument();
    expect(callsTo('POST vouchers/purchase-preference/')[0]!.body).toEqual([
      { price: '0 RWF', duration_in_minutes: 10 },
      { price: '150 RWF', duration_in_minutes: 20 },
      { price: '300 RWF', duration_in_minutes: 60 },
      { price: '500 RWF', duration_in_minutes: 180 },
      { price: '1000 RWF', duration_in_minutes: 1440 },
    ]);
    // Back in view mode with the saved price.
    expect(await within(dialog).findByText('150 RWF')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('checks each tier before saving; a refused save says so; Cancel drops the edits', async () => {
    const { user, callsTo } = renderAddOnPage({
      handlers: {
        'GET vouchers/purchase-preference/': () => ({ status: 200, body: tiers }),
        'POST vouchers/purchase-preference/': () => ({ status: 400, body: { detail: 'no' } }),
      },
    });
    const dialog = await open(user, 'Token Purchase');
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the price as guests see it, e.g. 100 RWF')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter whole minutes from 1')).toBeInTheDocument();
    expect(callsTo('POST vouchers/purchase-preference/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 6' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Failed to save token purchase preferences')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it("says 'Failed to fetch token purchase preferences' when they cannot be read; staff get no Edit", async () => {
    const { user } = renderAddOnPage({
      role: 'partner_staff',
      handlers: { 'GET vouchers/purchase-preference/': () => ({ status: 500 }) },
    });
    const dialog = await open(user, 'Token Purchase');
    expect(await toast('Failed to fetch token purchase preferences')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('Auto-Connect and SMS voucher durations', () => {
  it("'custom' needs minutes; the Auto-Connect save says 'Auto-Connect preferences updated'", async () => {
    const { user, callsTo } = renderAddOnPage({
      handlers: {
        'GET vouchers/automation-preference/': () => ({ status: 200, body: automation }),
        'POST vouchers/automation-preference/': ({ body }) => ({ status: 200, body }),
      },
    });
    const dialog = await open(user, 'Auto-Connect');
    await user.click((await within(dialog).findAllByLabelText('Auto-Connect time per device per day'))[0]!);
    expect(screen.queryByRole('option', { name: 'Unlimited' })).toBeNull(); // SMS only
    await user.click(screen.getByRole('option', { name: 'Custom' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Define the custom duration in minutes')).toBeInTheDocument();
    expect(callsTo('POST vouchers/automation-preference/')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom duration (minutes)' }), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Auto-Connect preferences updated')).toBeInTheDocument();
    expect(callsTo('POST vouchers/automation-preference/')[0]!.body).toEqual({
      partner_id: 7,
      default_duration: '1_hour',
      custom_duration: null,
      autoconnect_daily_usage: 90,
    });
  });

  it("'Could not update Auto-Connect preferences' and 'Failed to load Auto-Connect settings'", async () => {
    let load = 200;
    const { user } = renderAddOnPage({
      handlers: {
        'GET vouchers/automation-preference/': () =>
          load === 200 ? { status: 200, body: automation } : { status: load },
        'POST vouchers/automation-preference/': () => ({ status: 500 }),
      },
    });
    const dialog = await open(user, 'Auto-Connect');
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await toast('Could not update Auto-Connect preferences')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    load = 500;
    await user.click(screen.getByRole('button', { name: /^SMS Package\s*settings/ }));
    // A 500 on the SMS popup's read is 'Failed to load voucher settings'.
    expect(await toast('Failed to load voucher settings')).toBeInTheDocument();
  });

  it("the SMS duration may be 'Unlimited'; 'Failed to load voucher settings' is not shown on 404", async () => {
    const { user } = renderAddOnPage({
      handlers: {
        'GET vouchers/automation-preference/': () => ({ status: 404, body: { detail: 'Not found.' } }),
      },
    });
    await open(user, 'SMS Package');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText('Failed to load voucher settings')).toBeNull();
  });

  it('the Auto-Connect QR-scan switch is a partner setting (PATCH auto_connect_on_qr_scan)', async () => {
    const { user, callsTo } = renderAddOnPage({
      handlers: { 'GET vouchers/automation-preference/': () => ({ status: 200, body: automation }) },
    });
    const dialog = await open(user, 'Auto-Connect');
    await user.click(
      within(dialog).getByRole('switch', { name: 'Connect guests when they scan the QR code' }),
    );
    expect(await toast('Auto-Connect preferences updated')).toBeInTheDocument();
    expect(callsTo('PATCH partners/7/')[0]!.body).toEqual({ auto_connect_on_qr_scan: true });
  });
});

describe('Web App Login fields', () => {
  it("Save sends the five collect_* flags; removing one says '{field} removed successfully'", async () => {
    const { user, callsTo } = renderAddOnPage({
      settings: settingsFixture({ has_web_app_login_enabled: true, collect_age: true, collect_phone: true }),
    });
    const dialog = await open(user, 'Web App Login');
    await user.click(within(dialog).getAllByLabelText('Add fields')[0]!);
    await user.click(screen.getByRole('option', { name: 'Gender' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Web App Login fields saved successfully')).toBeInTheDocument();
    expect(callsTo('PATCH partners/7/')[0]!.body).toEqual({
      collect_age: true,
      collect_country: false,
      collect_phone: true,
      collect_address: false,
      collect_gender: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Phone' }));
    expect(await toast('Phone removed successfully')).toBeInTheDocument();
    expect(callsTo('PATCH partners/7/')[1]!.body).toEqual({ collect_phone: false });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Remove Phone' })).toBeNull());
  });

  it("failures: 'Failed to save Web App Login fields', 'Failed to remove {field}'", async () => {
    const { user } = renderAddOnPage({
      settings: settingsFixture({ collect_country: true }),
      handlers: { 'PATCH partners/7/': () => ({ status: 500 }) },
    });
    const dialog = await open(user, 'Web App Login');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Failed to save Web App Login fields')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Country' }));
    expect(await toast('Failed to remove Country')).toBeInTheDocument();
  });
});

describe('speed limits', () => {
  it('checks Mbps ≥ 0 in steps of 0.1, saves, and says what the boxes answered', async () => {
    const { user, callsTo } = renderAddOnPage({
      handlers: {
        'PATCH partners/7/': ({ body }) => ({
          status: 200,
          body: {
            ...settingsFixture(),
            ...(body as object),
            speed_change: { sessions: 5, acknowledged: 2, refused: 1, unanswered: 0 },
          },
        }),
      },
    });
    const dialog = await open(user, 'Speed Limits');
    const down = within(dialog).getByRole('textbox', { name: 'Download speed (Mbps)' });
    await user.type(down, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('At most 4294.9 Mbps.')).toBeInTheDocument();
    expect(callsTo('PATCH partners/7/')).toHaveLength(0);
    await user.clear(down);
    await user.type(down, '10.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Speed limits saved')).toBeInTheDocument();
    expect(callsTo('PATCH partners/7/')[0]!.body).toEqual({
      internet_download_speed: 10.5,
      internet_upload_speed: null,
    });
    expect(within(dialog).getByTestId('speed-change')).toHaveTextContent(
      'Sent to 5 live sessions: 2 boxes applied the new limits; 1 box refused — those guests keep the old limit until their next login.',
    );
  });

  it('Reset to unlimited sends null for both', async () => {
    const { user, callsTo } = renderAddOnPage({
      settings: settingsFixture({ internet_download_speed: 8, internet_upload_speed: 2 }),
    });
    expect(await screen.findByText('↓ 8 Mbps · ↑ 2 Mbps')).toBeInTheDocument();
    const dialog = await open(user, 'Speed Limits');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to unlimited' }));
    await waitFor(() =>
      expect(callsTo('PATCH partners/7/')[0]!.body).toEqual({
        internet_download_speed: null,
        internet_upload_speed: null,
      }),
    );
    expect(await screen.findByText('Unlimited', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });
});
