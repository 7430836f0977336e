import type { TSme } from '@ared/contract/smes';

/** An SME as GET smes/ and smes/{id}/ return it (contract smes.ts); override what a test is about. */
export const smeFixture = (overrides: Partial<TSme> = {}): TSme => ({
  id: 9,
  unique_id: 'SME-0009',
  name: 'Kimironko Coffee',
  tin_number: '102345678',
  admin_name: 'Eric Mugisha',
  admin_email: 'eric@kimironko.rw',
  admin_phone: '+250788123456',
  location: 'Kimironko',
  type: 'Restaurant/Coffee Shop',
  custom_price: null,
  auto_suspend: true,
  is_active: true,
  is_terminated: false,
  has_overdue_billing: false,
  has_unpaid_billing: false,
  trial_end_date: null,
  country: 'Rwanda',
  partner: 7,
  subscription_plan: { id: 3, name: 'Plus', price: 25, currency: 'USD' },
  sms_package: null,
  suspended_reason: null,
  status: 'Active',
  created: '2025-01-10T09:30:00',
  ...overrides,
});
