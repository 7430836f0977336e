import { describe, expect, it } from 'vitest';
import { cardLink, hasHomeCharts, visibleCards } from './cards';

describe('home dashboard cards by plan', () => {
  it('Premium sees all five cards', () => {
    expect(visibleCards('Premium')).toEqual([
      'total_kiosks',
      'total_routers',
      'total_smes',
      'total_micro_franchisees',
      'offline_boxes',
    ]);
  });
  it('Kiosk sees kiosks, routers, micro franchisees and offline boxes, not SMEs', () => {
    expect(visibleCards('Kiosk')).toEqual([
      'total_kiosks',
      'total_routers',
      'total_micro_franchisees',
      'offline_boxes',
    ]);
  });
  it('SME sees routers, SMEs and offline boxes', () => {
    expect(visibleCards('SME')).toEqual(['total_routers', 'total_smes', 'offline_boxes']);
  });
  it('without a plan only the routers card remains', () => {
    expect(visibleCards(null)).toEqual(['total_routers']);
  });
});

describe('card links and charts by plan', () => {
  it('links each card to its list only when the plan may open it', () => {
    expect(cardLink('total_kiosks', 'Kiosk')).toBe('/kiosks');
    expect(cardLink('total_micro_franchisees', 'Premium')).toBe('/micro-franchisees');
    expect(cardLink('total_smes', 'SME')).toBe('/smes');
    expect(cardLink('total_routers', 'Premium')).toBe('/routers');
    // The Kiosk plan counts routers but has no router list (decision 011).
    expect(cardLink('total_routers', 'Kiosk')).toBeUndefined();
    expect(cardLink('total_routers', null)).toBeUndefined();
    // Offline boxes opens the Routers list filtered by the same rule that counts it.
    expect(cardLink('offline_boxes', 'SME')).toBe('/routers?is_online=false');
    expect(cardLink('offline_boxes', 'Kiosk')).toBeUndefined();
  });
  it('shows the charts on Kiosk and Premium only', () => {
    expect(hasHomeCharts('Kiosk')).toBe(true);
    expect(hasHomeCharts('Premium')).toBe(true);
    expect(hasHomeCharts('SME')).toBe(false);
    expect(hasHomeCharts(null)).toBe(false);
  });
});
