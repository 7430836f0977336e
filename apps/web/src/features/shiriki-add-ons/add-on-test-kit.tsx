import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPartnerSettings } from '@ared/contract/partner-settings';
import { setTokens, setUser } from '../../lib/auth-store';
import { mockApi, type MockHandler } from '../../test/fetch-mock';
import { addOnsOff, meFixture, partnerFixture } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { ShirikiAddOnPage } from './pages/shiriki-add-on-page';

/** GET partners/7/ as the server answers it; override the flags a test is about. */
export const settingsFixture = (overrides: Partial<TPartnerSettings> = {}): TPartnerSettings => ({
  id: 7,
  name: 'Kigali Connect',
  total_sms_sent: 12,
  routers: 3,
  ...addOnsOff(),
  collect_age: false,
  collect_country: false,
  collect_phone: false,
  collect_address: false,
  collect_gender: false,
  auto_connect_on_qr_scan: false,
  internet_download_speed: null,
  internet_upload_speed: null,
  ...overrides,
});

export const emptyPage = { count: 0, next: null, previous: null, results: [] };

/** The page as a partner admin (or staff) with the settings given; handlers override the calls. */
export function renderAddOnPage({
  role = 'partner_admin',
  settings = settingsFixture(),
  handlers = {},
}: {
  role?: 'partner_admin' | 'partner_staff';
  settings?: TPartnerSettings;
  handlers?: Record<string, MockHandler>;
} = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(
    meFixture({
      role,
      partner: partnerFixture('Premium', {
        has_food_drink_menu_feature_enabled: settings.has_food_drink_menu_feature_enabled,
      }),
    }),
  );
  let current = settings;
  const api = mockApi({
    'GET partners/7/': () => ({ status: 200, body: current }),
    'PATCH partners/7/': ({ body }) => {
      current = { ...current, ...(body as Partial<TPartnerSettings>) };
      return { status: 200, body: { ...current, speed_change: null } };
    },
    'GET partners/7/settings-history/': () => ({ status: 200, body: emptyPage }),
    'GET auth/users/me/': () => ({ status: 200, body: meFixture({ role }) }),
    ...handlers,
  });
  const view = renderPage(<ShirikiAddOnPage />, { path: '/shiriki-add-on' });
  return { ...api, ...view, user: userEvent.setup({ applyAccept: false }) };
}

export const toast = (text: string) =>
  screen.findByText(text, { selector: '.mantine-Notification-description' });

export const card = (name: string) => screen.findByTestId(`add-on-${name}`);
