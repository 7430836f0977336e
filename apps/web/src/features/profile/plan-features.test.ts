import { describe, expect, it } from 'vitest';
import { planFeatures } from './plan-features';

describe('plan features (the Plans page)', () => {
  it('lists what each plan includes and lacks, from the plan rule the server applies', () => {
    const byPlan = Object.fromEntries(planFeatures().map((p) => [p.plan, p]));
    expect(Object.keys(byPlan)).toEqual(['Kiosk', 'SME', 'Premium']);
    expect(byPlan.Premium!.excluded).toEqual([]);
    expect(byPlan.SME!.excluded).toEqual(['Micro Franchisee Management', 'Kiosk Management', 'Officers']);
    expect(byPlan.Kiosk!.excluded).toContain('Router Management');
    expect(byPlan.Kiosk!.included).toContain('Kiosk Management');
    expect(byPlan.Kiosk!.included).not.toContain('SMEs');
    for (const { included, excluded } of planFeatures()) {
      expect(included).toContain('Support Tickets');
      expect(included.filter((t) => excluded.includes(t))).toEqual([]);
    }
  });
});
