import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { rowProblems } from '../components/stay-import';
import { validateStay } from '../components/stay-form-modal';
import { HmsPage } from './hms-page';

const STAY = {
  id: 3,
  realm: 5,
  realm_name: 'Kigali Heights',
  room_number: '12B',
  last_name: 'Nzeyimana',
  first_name: 'Eric',
  check_in: '2026-11-20T07:00:00.000Z',
  check_out: '2026-11-22T09:00:00.000Z',
  state: 'current',
  created: '2026-11-20T07:00:00.000Z',
};
const page = (results: unknown[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});
const signIn = (role = 'partner_staff') => {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role, partner: partnerFixture('Premium', { has_hms_addon_enabled: true }) }));
};

describe('HmsPage', () => {
  it('lists stays with times on the partner clock (Kigali, +2 h), for the front desk (staff)', async () => {
    signIn();
    mockApi({ 'GET hotel-stays/': () => page([STAY]) });
    renderPage(<HmsPage />, { path: '/hms' });
    const table = await screen.findByRole('table', { name: 'Hotel guests' });
    expect(await within(table).findByText('12B')).toBeInTheDocument();
    expect(within(table).getByText('Nzeyimana, Eric')).toBeInTheDocument();
    expect(within(table).getByText('2026-11-20 09:00')).toBeInTheDocument();
    expect(within(table).getByText('2026-11-22 11:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add stay' })).toBeInTheDocument();
  });

  it('checks a guest out early: the call, then the toast saying access has ended', async () => {
    signIn();
    const { callsTo } = mockApi({
      'GET hotel-stays/': () => page([STAY]),
      'POST hotel-stays/3/check-out/': () => ({ status: 200, body: { ...STAY, state: 'ended' } }),
    });
    const user = userEvent.setup();
    renderPage(<HmsPage />, { path: '/hms' });
    await user.click(await screen.findByRole('button', { name: 'Check out now 12B' }));
    expect(await screen.findByText('Guest checked out: their Wi-Fi access has ended')).toBeInTheDocument();
    expect(callsTo('POST hotel-stays/3/check-out/')).toHaveLength(1);
  });

  it("edits a stay: the form shows the partner's times and shows the server's field error where it belongs", async () => {
    signIn();
    const { callsTo } = mockApi({
      'GET hotel-stays/': () => page([STAY]),
      'PATCH hotel-stays/3/': () => ({
        status: 400,
        body: { check_out: ['Check-out must be after check-in.'] },
      }),
    });
    const user = userEvent.setup();
    renderPage(<HmsPage />, { path: '/hms' });
    await user.click(await screen.findByRole('button', { name: 'Edit stay 12B' }));
    const form = await screen.findByTestId('stay-form');
    expect(within(form).getByLabelText(/Check-in/)).toHaveValue('2026-11-20T09:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH hotel-stays/3/')).toHaveLength(1));
    expect(callsTo('PATCH hotel-stays/3/')[0]?.body).toMatchObject({
      room_number: '12B',
      check_in: '2026-11-20 09:00',
      check_out: '2026-11-22 11:00',
    });
    expect(await within(form).findByText('Check-out must be after check-in.')).toBeInTheDocument();
  });

  it('says which fields are missing or wrong before sending anything', () => {
    expect(
      validateStay({
        realm: null,
        room_number: ' ',
        last_name: '',
        first_name: '',
        check_in: '2026-11-22T10:00',
        check_out: '2026-11-21T10:00',
      }),
    ).toEqual({
      realm: 'Realm field is required',
      room_number: 'Room number field is required',
      last_name: 'Last name field is required',
      check_in: null,
      check_out: 'Check-out must be after check-in.',
    });
  });

  it("reads an import's per-row report in line order", () => {
    const error = new ApiError({
      status: 400,
      detail: '2 rows have errors; nothing was imported. Fix them and import the file again.',
      fieldErrors: {
        non_field_errors: ['2 rows have errors; nothing was imported. Fix them and import the file again.'],
        'line 12': ['Check-out: Check-out must be after check-in.'],
        'line 3': ['Check-in: Enter a date and time as YYYY-MM-DD HH:mm.'],
      },
    });
    expect(rowProblems(error).map((r) => r.where)).toEqual(['line 3', 'line 12']);
  });
});
