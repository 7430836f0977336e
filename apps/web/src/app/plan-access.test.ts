import { describe, expect, it } from 'vitest';
import { PARTNER_PLANS } from '@ared/contract/plan-areas';
import { HIDDEN_BY_PLAN, MENU } from './shell/menu';
import { planAllowsPage } from './plan-access';
import { ROUTE_TABLE } from './route-table';

const areaOf = (path: string) => ROUTE_TABLE.find((r) => r.path === path)?.area;
const refused = (plan: (typeof PARTNER_PLANS)[number]) =>
  ROUTE_TABLE.filter((r) => !planAllowsPage(plan, r.area)).map((r) => r.path);

describe('plans guard pages', () => {
  it('refuses the Kiosk plan the SME, billing, router, content, Shiriki and landing-page pages', () => {
    expect(refused('Kiosk')).toEqual(
      expect.arrayContaining([
        '/smes',
        '/smes/:id',
        '/billings',
        '/routers',
        '/router-details/:id',
        '/realms',
        '/realms/:id/details',
        '/vouchers',
        '/subscription',
        '/subscriber',
        '/adverts',
        '/offline-files',
        '/file-media',
        '/shiriki-add-on',
        '/captive-portal',
        '/surveys',
        '/survey',
        '/survey-details/:id',
        '/survey-questions/:id',
      ]),
    );
    expect(refused('Kiosk')).not.toContain('/micro-franchisees');
  });

  it('refuses the SME plan the micro franchisee, kiosk and officer pages only', () => {
    expect(refused('SME').sort()).toEqual(
      [
        '/micro-franchisees',
        '/kiosks',
        '/field-officers',
        '/maintenance-officers',
        '/micro-profile-details/:id',
        '/float-transfer',
        '/services',
      ].sort(),
    );
  });

  it('refuses Premium nothing, and keeps the dashboard, profile and location cluster open to every plan', () => {
    expect(refused('Premium')).toEqual([]);
    for (const plan of PARTNER_PLANS)
      for (const path of ['/dashboard', '/account-info', '/locations-cluster', '/apps', '/system-admin'])
        expect(planAllowsPage(plan, areaOf(path))).toBe(true);
  });

  it('refuses every page behind a menu entry the plan hides (menu and pages agree)', () => {
    for (const plan of PARTNER_PLANS) {
      const hiddenPaths = MENU.filter((m) => HIDDEN_BY_PLAN[plan].includes(m.title)).flatMap((m) => [
        ...(m.path ? [m.path] : []),
        ...(m.children ?? []).map((c) => c.path),
      ]);
      for (const path of hiddenPaths)
        expect({ plan, path, allowed: planAllowsPage(plan, areaOf(path)) }).toEqual({
          plan,
          path,
          allowed: false,
        });
    }
  });

  it('allows a page while the plan is not known yet (the server still refuses its calls)', () => {
    expect(planAllowsPage(null, 'smes')).toBe(true);
  });
});
