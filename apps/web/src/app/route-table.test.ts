import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, buildDocumentTitle } from './route-table';

const SPEC_PUBLIC = ['/', '/otp', '/signup', '/forgot-password', '/password/reset'];
const SPEC_PROTECTED = [
  '/change-password',
  '/dashboard',
  '/routers',
  '/captive-portal',
  '/shiriki-add-on',
  '/account-info',
  '/vouchers',
  '/charts',
  '/vuecharts',
  '/file-media',
  '/support-tickets',
  '/billings',
  '/analytics',
  '/micro-franchisees',
  '/kiosks',
  '/field-officers',
  '/maintenance-officers',
  '/apps',
  '/realms',
  '/realms/:id/details',
  '/subscription',
  '/subscriber',
  '/adverts',
  '/advert-details/:id',
  '/add-advert',
  '/edit-advert/:id',
  '/surveys',
  '/survey',
  '/survey-details/:id',
  '/survey-questions/:id',
  '/offline-files',
  '/smes',
  '/smes/:id',
  '/locations-cluster',
  '/system-admin',
  '/view-details/:id',
  '/micro-profile-details/:id',
  '/router-details/:id',
  '/user-signup',
  '/user-details/:id',
  '/float-transfer',
  '/services',
];
/** Pages the specification's sidebar links to without a page of their own (issue 29 §3: Terms, Plans). */
// /signup/review: the platform administrator's review page of a sign-up (decision 057).
// /queue-system: the Queue System add-on's operator page, its access link (issue 30 §3, decision 067).
// '/hms': the HMS add-on's page, its access link (issue 30 §3, decision 068).
const ADDED = ['/terms', '/plans', '/alerts', '/signup/review', '/queue-system', '/hms', '/support-inbox'];

describe('route table', () => {
  it('has every route of the specification', () => {
    expect(ROUTE_TABLE.map((r) => r.path).sort()).toEqual(
      [...SPEC_PUBLIC, ...SPEC_PROTECTED, ...ADDED].sort(),
    );
  });

  it('declares each path once, across all the features', () => {
    const seen = new Set<string>();
    const twice = ROUTE_TABLE.map((r) => r.path).filter((path) => seen.has(path) || !seen.add(path));
    expect(twice).toEqual([]);
  });

  it('gives every route its own page loader (one declaration per route, issue 28 §2)', () => {
    for (const r of ROUTE_TABLE)
      expect({ path: r.path, load: typeof r.load }).toEqual({ path: r.path, load: 'function' });
  });

  it('keeps the public pages public and everything else behind sign-in', () => {
    for (const r of ROUTE_TABLE) {
      if (SPEC_PUBLIC.includes(r.path) && r.path !== '/otp') expect(r.access).not.toBe('protected');
      if (SPEC_PROTECTED.includes(r.path) && r.path !== '/change-password')
        expect(r.access).toBe('protected');
    }
  });

  it('gives every route a title', () => {
    for (const r of ROUTE_TABLE) expect(r.title.trim()).not.toBe('');
  });

  it('the page title is the route title, or a pageTitle parameter prefixed to it', () => {
    expect(buildDocumentTitle('Router Details')).toBe('Router Details');
    expect(buildDocumentTitle('Router Details', 'ARD-0001')).toBe('ARD-0001 - Router Details');
    expect(buildDocumentTitle('Router Details', '  ')).toBe('Router Details');
  });
});
