import { describe, expect, it } from 'vitest';
import {
  BULK_ACTIONS,
  bulkActionsFor,
  enabledBulkActions,
  groupByRealm,
  splitForHashHub,
} from './bulk-actions';

const router = (over: { id?: number; xmrig?: boolean; realm?: number | null; partner?: boolean } = {}) => ({
  id: over.id ?? 1,
  has_been_assigned_xmrig: over.xmrig ?? false,
  realm: over.realm ? { id: over.realm, name: `Realm ${over.realm}` } : null,
  partner: over.partner === false ? null : { id: 7, name: 'Kigali Connect' },
});

describe('enabledBulkActions', () => {
  it('enables nothing without a selection', () => {
    expect(Object.values(enabledBulkActions([])).every((v) => !v)).toBe(true);
  });

  it('Assign Hash Hub needs a router not in it; Unassign Hash Hub needs one in it', () => {
    expect(enabledBulkActions([router({ xmrig: false })])).toMatchObject({
      assignHashHub: true,
      unassignHashHub: false,
    });
    expect(enabledBulkActions([router({ xmrig: true })])).toMatchObject({
      assignHashHub: false,
      unassignHashHub: true,
    });
    expect(enabledBulkActions([router({ xmrig: true }), router({ id: 2 })])).toMatchObject({
      assignHashHub: true,
      unassignHashHub: true,
    });
  });

  it('Assign Realm needs a router without a realm; Unassign Realm needs one with a realm', () => {
    expect(enabledBulkActions([router({ realm: null })])).toMatchObject({
      assignRealm: true,
      unassignRealm: false,
    });
    expect(enabledBulkActions([router({ realm: 4 })])).toMatchObject({
      assignRealm: false,
      unassignRealm: true,
    });
  });

  it('Assign SME and Unassign SME for any selection; Unassign Partner when a router has a partner', () => {
    expect(enabledBulkActions([router({ partner: false, realm: 2, xmrig: true })])).toMatchObject({
      assignSme: true,
      unassignSme: true,
      unassignPartner: false,
    });
    expect(enabledBulkActions([router()]).unassignPartner).toBe(true);
  });
});

describe('splitForHashHub', () => {
  it('skips routers already in the Hash Hub', () => {
    const a = router({ id: 1, xmrig: true });
    const b = router({ id: 2 });
    expect(splitForHashHub([a, b])).toEqual({ toAssign: [b], alreadyAssigned: [a] });
  });
});

describe('groupByRealm', () => {
  it('makes one unassign call per realm and leaves out routers without one', () => {
    expect(
      groupByRealm([
        router({ id: 1, realm: 4 }),
        router({ id: 2 }),
        router({ id: 3, realm: 4 }),
        router({ id: 5, realm: 9 }),
      ]),
    ).toEqual([
      { realm: 4, routers: [1, 3] },
      { realm: 9, routers: [5] },
    ]);
  });
});

describe('bulkActionsFor', () => {
  it('gives partner_staff the realm and SME assignments only (decision 011)', () => {
    expect(bulkActionsFor(false)).toEqual(['assignRealm', 'unassignRealm', 'assignSme', 'unassignSme']);
  });

  it('gives partner_admin every bulk action, Hash Hub and Unassign Partner included', () => {
    expect(bulkActionsFor(true)).toEqual(BULK_ACTIONS);
  });
});
