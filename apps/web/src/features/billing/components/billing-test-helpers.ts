import type { TBilling, TCoupon } from '@ared/contract/billing';
import type { TSme } from '@ared/contract/smes';
import { setTokens, setUser } from '../../../lib/auth-store';
import { meFixture } from '../../../test/fixtures';

/** Test data for the billing screens (tests only). */
export const billingFixture = (overrides: Partial<TBilling> = {}): TBilling => ({
  id: 1,
  kind: 'subscription',
  sme: { id: 9, name: 'Kimironko Coffee' },
  due_date: '2025-03-24',
  start_date: '2025-03-01',
  end_date: '2025-03-30',
  is_paid: false,
  is_paused: false,
  amount: 12000,
  discount_percentage: 0,
  final_amount: 12000,
  currency: 'RWF',
  remaining_days: 3,
  is_latest_unpaid: true,
  subscription_plan: { name: 'Starter' },
  sms_package: null,
  billing_invoices: [{ id: 31, invoice_number: 'INV-0031' }],
  invoice_number: 'INV-0031',
  paid_at: null,
  created: '2025-03-01T08:00:00Z',
  ...overrides,
});

export const couponFixture = (overrides: Partial<TCoupon> = {}): TCoupon => ({
  id: 4,
  sme: { id: 9, name: 'Kimironko Coffee' },
  code: 'WELCOME10',
  percentage_discount: 10,
  addons: [
    { id: 1, name: 'Survey' },
    { id: 2, name: 'Token Purchase' },
  ],
  used: false,
  created: '2025-02-11T23:30:00Z',
  partner: 7,
  ...overrides,
});

export const smeFixture = (overrides: Partial<TSme> = {}): TSme => ({
  id: 9,
  unique_id: 'SME-9',
  name: 'Kimironko Coffee',
  tin_number: '100200300',
  admin_name: 'Eric Mugisha',
  admin_email: 'eric@example.com',
  admin_phone: '+250788000222',
  location: 'Kimironko',
  type: 'Restaurant/Coffee Shop',
  custom_price: null,
  auto_suspend: true,
  is_active: true,
  is_terminated: false,
  has_overdue_billing: false,
  has_unpaid_billing: true,
  trial_end_date: '2025-01-01',
  country: 'Rwanda',
  partner: 7,
  subscription_plan: { id: 1, name: 'Starter', price: 12000, currency: 'RWF' },
  sms_package: null,
  suspended_reason: null,
  status: 'Due',
  created: '2024-12-01T08:00:00Z',
  ...overrides,
});

export const pageOf = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

/** The query strings sent to one path, in order. */
export const queriesTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/v1/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));

/** A signed-in partner admin of partner 7. */
export function signIn() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
}
