import { describe, expect, it } from 'vitest';
import { hasBeenAssignedSme, parseRouterTab } from './router-tabs';

describe('router tabs', () => {
  it('reads the tab from the URL, accepting the internal values; anything else is All', () => {
    expect(parseRouterTab(null)).toBe('all');
    expect(parseRouterTab('hash-hub')).toBe('hash-hub');
    expect(parseRouterTab('suspended')).toBe('unassigned');
    expect(parseRouterTab('active')).toBe('assigned');
    expect(parseRouterTab('nope')).toBe('all');
  });

  it('Unassigned lists has_been_assigned_sme=false, Assigned =true, All no filter', () => {
    expect(hasBeenAssignedSme('unassigned')).toBe(false);
    expect(hasBeenAssignedSme('assigned')).toBe(true);
    expect(hasBeenAssignedSme('all')).toBeUndefined();
  });
});
