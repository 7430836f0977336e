import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addOnNotActive } from '@ared/contract/add-ons';
import { PARTNER_FEATURE_FLAGS, type TPartnerFeatureFlag } from '@ared/contract/plans';
import type { TMe } from '@ared/contract/users';
import { getAuthState } from '../lib/auth-store';
import { mockApi } from '../test/fetch-mock';
import { meFixture, partnerFixture } from '../test/fixtures';
import { renderApp } from '../test/render';
import { ROUTE_TABLE } from './route-table';
import { storeSignedInSession } from '../test/session';

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

function session(flags: Partial<Record<TPartnerFeatureFlag, boolean>>, role: TMe['role'] = 'partner_admin') {
  const me = meFixture({
    role,
    partner: { ...partnerFixture('Premium'), ...flags },
    accepted_terms_version: '1.0',
    otp_verified: true,
  });
  return storeSignedInSession(me);
}

/** PATCH partners/{id}/'s answer: the settings as saved. */
const settings = (on: Partial<Record<TPartnerFeatureFlag, boolean>>) => ({
  id: 7,
  name: 'Kigali Connect',
  total_sms_sent: 0,
  routers: 0,
  ...Object.fromEntries(PARTNER_FEATURE_FLAGS.map((flag) => [flag, false])),
  ...on,
  collect_age: false,
  collect_country: false,
  collect_phone: false,
  collect_address: false,
  collect_gender: false,
  auto_connect_on_qr_scan: false,
  internet_download_speed: null,
  internet_upload_speed: null,
  speed_change: null,
});

describe('a page of an add-on that is off', () => {
  it('marks the survey and Content pages with their add-on', () => {
    const addOnOf = (path: string) => ROUTE_TABLE.find((entry) => entry.path === path)?.addOn;
    for (const path of ['/surveys', '/survey', '/survey-details/:id', '/survey-questions/:id'])
      expect(addOnOf(path)).toBe('has_survey_addon_enabled');
    for (const path of ['/file-media', '/offline-files'])
      expect(addOnOf(path)).toBe('has_entertainment_enabled');
  });

  it('is replaced by the explanation naming the add-on; the admin activates it and sees the page', async () => {
    session({ has_survey_addon_enabled: false });
    const calls = mockApi({
      'PATCH partners/7/': () => ({ status: 200, body: settings({ has_survey_addon_enabled: true }) }),
      'GET surveys/': () => ({ status: 200, body: EMPTY_PAGE }),
    });
    renderApp('/surveys');
    expect(await screen.findByTestId('add-on-off-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Survey is not active' })).toBeInTheDocument();
    expect(screen.getByText(addOnNotActive('has_survey_addon_enabled'))).toBeInTheDocument();
    // No call of the page is made while it is replaced.
    expect(calls.callsTo('GET surveys/')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Activate' }));
    // The page itself mounts and makes its call.
    await waitFor(() => expect(calls.callsTo('GET surveys/').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('add-on-off-page')).not.toBeInTheDocument();
    expect(calls.callsTo('PATCH partners/7/').map((c) => c.body)).toEqual([
      { has_survey_addon_enabled: true },
    ]);
    expect(getAuthState().user?.partner?.has_survey_addon_enabled).toBe(true);
  });

  it('tells staff that an admin can activate it, with no Activate button', async () => {
    session({ has_entertainment_enabled: false }, 'partner_staff');
    mockApi({});
    renderApp('/offline-files');
    expect(await screen.findByText('A partner admin can activate the Content add-on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('says so when the activation fails, and keeps the explanation', async () => {
    session({ has_entertainment_enabled: false });
    mockApi({ 'PATCH partners/7/': () => ({ status: 500, body: { detail: 'boom' } }) });
    renderApp('/file-media');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Failed to activate Content Add-On')).toBeInTheDocument();
    expect(screen.getByTestId('add-on-off-page')).toBeInTheDocument();
  });
});
