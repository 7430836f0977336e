import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, MENU, filterMenuByPlan, menuFor, menuIdForPath } from './menu';

const titles = (plan: Parameters<typeof filterMenuByPlan>[0]) => filterMenuByPlan(plan).map((m) => m.title);

describe('sidebar menu', () => {
  it('has exactly the spec entries, paths and sub-menus in order', () => {
    expect(
      MENU.map((m) => [m.title, m.path ?? null, (m.children ?? []).map((c) => `${c.title} ${c.path}`)]),
    ).toEqual([
      ['Dashboard', '/dashboard', []],
      ['Analytics', '/analytics', []],
      [
        'Content Management',
        '/adverts',
        ['Adverts /adverts', 'Offline Files /offline-files', 'All Media /file-media', 'Surveys /surveys'],
      ],
      [
        'Micro Franchisee Management',
        '/micro-franchisees',
        ['MF Profiles /micro-franchisees', 'Float Transfer /float-transfer', 'Services /services'],
      ],
      ['Kiosk Management', '/kiosks', []],
      ['Officers', null, ['Field Officers /field-officers', 'Maintenance Officers /maintenance-officers']],
      [
        'Router Management',
        '/routers',
        [
          'Routers /routers',
          'Realms /realms',
          'Vouchers /vouchers',
          'Subscription /subscription',
          'Subscriber /subscriber',
        ],
      ],
      ['Shiriki Add-On', '/shiriki-add-on', []],
      ['Landing Page Builder', '/captive-portal', []],
      ['SMEs', '/smes', []],
      ['Billing', '/billings', []],
      ['Location Cluster', '/locations-cluster', []],
      ['App store', '/apps', []],
      [
        'User Management',
        '/system-admin',
        ['User Signup /user-signup', 'System Admins /system-admin', 'My Profile /account-info'],
      ],
      ['Support Tickets', '/support-tickets', []],
    ]);
  });

  it('hides the links only an admin may use from staff, nothing else (issue 29 §3)', () => {
    const links = (isAdmin: boolean) =>
      menuFor({ plan: 'Premium', isAdmin }).flatMap((m) => (m.children ?? []).map((c) => c.title));
    expect(links(true)).toContain('User Signup');
    expect(links(false)).not.toContain('User Signup');
    expect(links(true).filter((t) => t !== 'User Signup')).toEqual(links(false));
    // The plan still decides first.
    expect(menuFor({ plan: 'Kiosk', isAdmin: true }).map((m) => m.title)).toEqual(titles('Kiosk'));
  });

  it('gives Terms, Plans and Contact Us a page each (issue 29 §3)', () => {
    expect(FOOTER_LINKS.map((l) => `${l.label} ${l.path}`)).toEqual([
      'Terms /terms',
      'Plans /plans',
      'Contact Us /support-tickets?new=1',
    ]);
  });

  it('Premium sees every entry', () => {
    expect(titles('Premium')).toEqual(MENU.map((m) => m.title));
  });

  it('SME hides Micro Franchisee Management, Kiosk Management and Officers only', () => {
    const all = MENU.map((m) => m.title);
    expect(titles('SME')).toEqual(
      all.filter((t) => !['Micro Franchisee Management', 'Kiosk Management', 'Officers'].includes(t)),
    );
  });

  it('Kiosk hides Router Management, Content Management, Shiriki Add-On, Landing Page Builder, Billing and SMEs', () => {
    expect(titles('Kiosk')).toEqual([
      'Dashboard',
      'Analytics',
      'Micro Franchisee Management',
      'Kiosk Management',
      'Officers',
      'Location Cluster',
      'App store',
      'User Management',
      'Support Tickets',
    ]);
  });

  it('maps a path to the menu entry it belongs to (sub-menus included)', () => {
    expect(menuIdForPath('/dashboard')).toBe(0);
    expect(menuIdForPath('/vouchers')).toBe(6);
    expect(menuIdForPath('/account-info')).toBe(12);
    expect(menuIdForPath('/maintenance-officers')).toBe(5);
    expect(menuIdForPath('/router-details/5')).toBeNull();
    expect(menuIdForPath('/billings')).toBe(13);
    expect(menuIdForPath('/file-media')).toBe(2);
    expect(menuIdForPath('/support-tickets')).toBe(14);
  });

  it('keeps every entry’s stored id (ids are unique; Billing took the next free one)', () => {
    const ids = MENU.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(MENU.find((m) => m.title === 'User Management')?.id).toBe(12);
    expect(MENU.find((m) => m.title === 'Billing')?.id).toBe(13);
  });
});
