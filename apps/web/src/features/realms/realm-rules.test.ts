import { describe, expect, it } from 'vitest';
import { buildCreateRealmBody, canEditRealm, parseRealmTab, realmKindLabel } from './realm-rules';

describe('realm rules', () => {
  it('opens on Partner Realms unless the URL says sme', () => {
    expect(parseRealmTab(null)).toBe('partner');
    expect(parseRealmTab('bogus')).toBe('partner');
    expect(parseRealmTab('sme')).toBe('sme');
  });

  it('labels the two kinds of realm', () => {
    expect(realmKindLabel('partner_realm')).toBe('Partner Realm');
    expect(realmKindLabel('sme_realm')).toBe('SME Realm');
  });

  it('offers Edit to partner_admin only, and only where there is something to edit', () => {
    expect(canEditRealm(true, { type: 'sme_realm' })).toBe(true);
    expect(canEditRealm(false, { type: 'sme_realm' })).toBe(false);
    // Partner realm: read-only name and no type selector, so no Edit at all.
    expect(canEditRealm(true, { type: 'partner_realm' })).toBe(false);
  });

  it('sends {name, partner} for My Realm and {name, sme} for an SME realm', () => {
    expect(buildCreateRealmBody({ type: 'partner_realm', name: ' Kigali ', sme: null }, 7)).toEqual({
      name: 'Kigali',
      partner: 7,
    });
    expect(buildCreateRealmBody({ type: 'sme_realm', name: 'Cafe', sme: '9' }, 7)).toEqual({
      name: 'Cafe',
      sme: 9,
    });
  });

  it('sends nothing without a name, or without the SME of an SME realm', () => {
    expect(buildCreateRealmBody({ type: 'partner_realm', name: '  ', sme: null }, 7)).toBeNull();
    expect(buildCreateRealmBody({ type: 'sme_realm', name: 'Cafe', sme: null }, 7)).toBeNull();
    expect(buildCreateRealmBody({ type: 'partner_realm', name: 'Kigali', sme: null }, null)).toBeNull();
  });
});
