import { describe, expect, it } from 'vitest';
import {
  PLAN_PAGE_SIZE,
  PLAN_PAGE_SIZES,
  formatPlanPrice,
  pageOfRows,
  subscriberStatusColor,
} from './subscription-rules';

describe('subscription list paging', () => {
  it('starts at 5 rows a page and offers the usual sizes', () => {
    expect(PLAN_PAGE_SIZE).toBe(5);
    expect(PLAN_PAGE_SIZES).toEqual([5, 10, 20, 30, 40, 50]);
  });

  it('cuts one page of a plain list', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOfRows(rows, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOfRows(rows, 2, 5)).toEqual([6, 7]);
  });
});

describe('formatPlanPrice', () => {
  it('groups thousands and keeps up to two decimals', () => {
    expect(formatPlanPrice(25)).toBe('25');
    expect(formatPlanPrice(1250.5)).toBe('1,250.5');
    expect(formatPlanPrice(9.999)).toBe('10');
  });
});

describe('subscriberStatusColor', () => {
  it('reads the status loosely', () => {
    expect(subscriberStatusColor('Active')).toBe('brand');
    expect(subscriberStatusColor('paid')).toBe('brand');
    expect(subscriberStatusColor('Cancelled')).toBe('red');
    expect(subscriberStatusColor('Overdue')).toBe('red');
    expect(subscriberStatusColor('Due')).toBe('orange');
    expect(subscriberStatusColor('Terminated')).toBe('dark');
    expect(subscriberStatusColor('Suspended')).toBe('gray');
    expect(subscriberStatusColor('Trial')).toBe('blue');
    expect(subscriberStatusColor('Pending')).toBe('blue');
    expect(subscriberStatusColor('whatever')).toBe('gray');
  });
});
