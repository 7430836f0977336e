import { describe, expect, it } from 'vitest';
import { TERMS_SCROLL_TOLERANCE_PX, isScrolledToBottom } from './terms-scroll';

describe('isScrolledToBottom', () => {
  const box = { scrollHeight: 2000, clientHeight: 500 };
  it('uses a 5 px tolerance', () => {
    expect(TERMS_SCROLL_TOLERANCE_PX).toBe(5);
  });
  it('is false at the top and 6 px before the end', () => {
    expect(isScrolledToBottom({ ...box, scrollTop: 0 })).toBe(false);
    expect(isScrolledToBottom({ ...box, scrollTop: 1494 })).toBe(false);
  });
  it('is true within 5 px of the end and at the end', () => {
    expect(isScrolledToBottom({ ...box, scrollTop: 1495 })).toBe(true);
    expect(isScrolledToBottom({ ...box, scrollTop: 1500 })).toBe(true);
  });
  it('is true when the text fits without scrolling', () => {
    expect(isScrolledToBottom({ scrollHeight: 400, clientHeight: 500, scrollTop: 0 })).toBe(true);
  });
});
