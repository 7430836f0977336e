import { describe, expect, it } from 'vitest';
import { billingScopes, routerScopes, smeScopes } from './list-scopes';

describe('list scopes', () => {
  it('keep routers in one scope', () => {
    expect(routerScopes()).toEqual(['']);
  });

  it('name every SME scope the filters match, both values of a filter left out', () => {
    expect(smeScopes({})).toEqual([
      'active/terminated',
      'active/current',
      'inactive/terminated',
      'inactive/current',
    ]);
    expect(smeScopes({ isActive: true })).toEqual(['active/terminated', 'active/current']);
    expect(smeScopes({ isTerminated: false })).toEqual(['active/current', 'inactive/current']);
    expect(smeScopes({ isActive: false, isTerminated: true })).toEqual(['inactive/terminated']);
    expect(smeScopes({ isActive: undefined, isTerminated: undefined })).toHaveLength(4);
  });

  it('name the billing scopes of one kind, paid and unpaid unless one is asked for', () => {
    expect(billingScopes('subscription')).toEqual(['subscription/paid', 'subscription/unpaid']);
    expect(billingScopes('sms', true)).toEqual(['sms/paid']);
    expect(billingScopes('sms', false)).toEqual(['sms/unpaid']);
  });
});
