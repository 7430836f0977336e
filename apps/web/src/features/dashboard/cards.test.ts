import { describe, expect, it } from 'vitest';
import { visibleCards } from './cards';

describe('home dashboard cards by plan', () => {
  it('Premium sees all four cards', () => {
    expect(visibleCards('Premium')).toEqual([
      'total_kiosks',
      'total_routers',
      'total_smes',
      'total_micro_franchisees',
    ]);
  });
  it('Kiosk sees kiosks, routers and micro franchisees, not SMEs', () => {
    expect(visibleCards('Kiosk')).toEqual(['total_kiosks', 'total_routers', 'total_micro_franchisees']);
  });
  it('SME sees routers and SMEs only', () => {
    expect(visibleCards('SME')).toEqual(['total_routers', 'total_smes']);
  });
  it('without a plan only the routers card remains', () => {
    expect(visibleCards(null)).toEqual(['total_routers']);
  });
});
