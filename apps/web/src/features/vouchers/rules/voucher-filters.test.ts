import { describe, expect, it } from 'vitest';
import {
  NO_VOUCHER_FILTERS,
  hasVoucherFilters,
  isRangeReversed,
  parseVoucherFilters,
  voucherFilterQuery,
  withVoucherFilters,
} from './voucher-filters';

const params = (query: string) => new URLSearchParams(query);

describe('the Vouchers list filters in the URL', () => {
  it('reads search, status, realm and days, and nothing unreadable', () => {
    expect(
      parseVoucherFilters(
        params('search=ab12&status=used&realm=4&start_date=2026-03-01&end_date=2026-03-09'),
      ),
    ).toEqual({ search: 'ab12', status: 'used', realm: 4, startDate: '2026-03-01', endDate: '2026-03-09' });
    expect(
      parseVoucherFilters(params('status=lost&realm=0x10&start_date=yesterday&end_date=2026-13-45')),
    ).toEqual(NO_VOUCHER_FILTERS);
  });

  it('writes a change back, drops a filter back at "any" and returns to the first page', () => {
    const next = withVoucherFilters(params('page=3&page_size=25&status=used'), {
      status: 'all',
      search: '  abcd ',
      realm: 7,
    });
    expect(next.toString()).toBe('page_size=25&search=abcd&realm=7');
  });

  it('knows when a filter is set and when a range is reversed', () => {
    expect(hasVoucherFilters(NO_VOUCHER_FILTERS)).toBe(false);
    expect(hasVoucherFilters({ ...NO_VOUCHER_FILTERS, endDate: '2026-03-01' })).toBe(true);
    expect(isRangeReversed({ ...NO_VOUCHER_FILTERS, startDate: '2026-03-02', endDate: '2026-03-01' })).toBe(
      true,
    );
    expect(isRangeReversed({ ...NO_VOUCHER_FILTERS, startDate: '2026-03-01', endDate: '2026-03-01' })).toBe(
      false,
    );
  });

  it('asks the server with its own names, leaving out what is not set', () => {
    expect(voucherFilterQuery(NO_VOUCHER_FILTERS)).toEqual({});
    expect(
      voucherFilterQuery({
        search: 'AB',
        status: 'revoked',
        realm: 2,
        startDate: '2026-03-01',
        endDate: null,
      }),
    ).toEqual({ search: 'AB', status: 'revoked', realm: 2, start_date: '2026-03-01' });
  });
});
