import type { TSession, TVoucher, TVoucherStats } from '@ared/contract/vouchers';
import type { TPartnerSummary } from '@ared/contract/users';
import { setTokens, setUser } from '../../lib/auth-store';
import { meFixture, partnerFixture } from '../../test/fixtures';

/** Test data for the voucher screens (tests only). */
export const VOUCHER_BASE = '/radius/kigali-connect/admin';
export const vkey = (method: string, path: string) => `${method} ${VOUCHER_BASE}/${path}`;

export const voucherFixture = (overrides: Partial<TVoucher> = {}): TVoucher => ({
  code: 'ABCD2345',
  status: 'active',
  duration: 3600,
  multi_user: false,
  // Local times: the lists show the browser's zone, and the tests must not depend on the machine's.
  created_at: '2026-11-21T08:00:00',
  expiry_date: '2026-11-22T08:00:00',
  used_by: [],
  first_used_at: null,
  remaining_time: 3600,
  realm: null,
  batch_id: null,
  ...overrides,
});

export const sessionFixture = (overrides: Partial<TSession> = {}): TSession => ({
  id: 41,
  client_ip: '10.0.0.23',
  client_mac: 'AA:BB:CC:DD:EE:01',
  status: 'connected',
  session_type: 'voucher',
  start_time: '2026-11-21T09:00:00Z',
  stop_time: null,
  duration: 1530,
  remaining_time: 2070,
  voucher_code: 'ABCD2345',
  bytes_in: 1_572_864,
  bytes_out: 204_800,
  router: { id: 3, serial_number: 'KGC-0001' },
  ...overrides,
});

export const statsFixture = (): TVoucherStats => ({
  vouchers: { total: 120, active: 80, used: 25, expired: 10, revoked: 5 },
  sessions: { total: 40, active: 7, connected: 7, disconnected: 30, expired: 3, auto: 4, voucher: 36 },
});

export const voucherPage = (vouchers: TVoucher[], total = vouchers.length, page = 1, limit = 10) => ({
  vouchers,
  pagination: {
    total_count: total,
    total_pages: Math.max(1, Math.ceil(total / limit)),
    current_page: page,
    limit,
  },
});
export const sessionPage = (sessions: TSession[], total = sessions.length, page = 1, limit = 10) => ({
  sessions,
  pagination: {
    total_count: total,
    total_pages: Math.max(1, Math.ceil(total / limit)),
    current_page: page,
    limit,
  },
});

/** A partner that may create vouchers: active, with a subscription plan, nothing overdue. */
export const ABLE_PARTNER: Partial<TPartnerSummary> = {
  is_active: true,
  subscription_plan: 'Pro',
  has_not_paid_for_one_billing_five_days_ago: false,
};

/** A signed-in partner admin of partner 7 (slug kigali-connect). */
export function signInVouchers(partner: Partial<TPartnerSummary> = ABLE_PARTNER) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ partner: partnerFixture('Premium', partner) }));
}

/** The query strings sent to one voucher-service path, in order. */
export const voucherQueries = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `${VOUCHER_BASE}/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));
