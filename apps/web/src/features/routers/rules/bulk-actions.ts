import type { TRouter } from '@ared/contract/routers';

type BulkRouter = Pick<TRouter, 'has_been_assigned_xmrig' | 'realm' | 'partner'>;

export type BulkActionKey =
  | 'assignHashHub'
  | 'unassignHashHub'
  | 'assignRealm'
  | 'unassignRealm'
  | 'assignSme'
  | 'unassignSme'
  | 'unassignPartner';

export const BULK_ACTIONS: readonly BulkActionKey[] = [
  'assignHashHub',
  'unassignHashHub',
  'assignRealm',
  'unassignRealm',
  'assignSme',
  'unassignSme',
  'unassignPartner',
];

/** Hash Hub (wallet earnings) and giving routers up are partner_admin's (decision 011). */
export const ADMIN_BULK_ACTIONS: ReadonlySet<BulkActionKey> = new Set([
  'assignHashHub',
  'unassignHashHub',
  'unassignPartner',
]);

/** The bulk buttons a role sees: staff get the realm and SME assignments only. */
export const bulkActionsFor = (isAdmin: boolean): readonly BulkActionKey[] =>
  isAdmin ? BULK_ACTIONS : BULK_ACTIONS.filter((a) => !ADMIN_BULK_ACTIONS.has(a));

/**
 * Which bulk buttons are enabled for the selection (spec part 1 §4 "Router bulk actions"): Assign Hash Hub
 * when a selected router is not in it, Unassign Hash Hub when one is; Assign Realm when one has no realm,
 * Unassign Realm when one has a realm; Assign/Unassign SME for any selection; Unassign Partner when one
 * has a partner. Nothing is enabled without a selection.
 */
export function enabledBulkActions(selected: readonly BulkRouter[]): Record<BulkActionKey, boolean> {
  const some = (test: (r: BulkRouter) => boolean) => selected.some(test);
  const any = selected.length > 0;
  return {
    assignHashHub: some((r) => !r.has_been_assigned_xmrig),
    unassignHashHub: some((r) => r.has_been_assigned_xmrig),
    assignRealm: some((r) => r.realm === null),
    unassignRealm: some((r) => r.realm !== null),
    assignSme: any,
    unassignSme: any,
    unassignPartner: some((r) => r.partner !== null),
  };
}

/** Routers already in the Hash Hub are skipped (with an info toast) before assigning the rest. */
export function splitForHashHub<T extends Pick<TRouter, 'has_been_assigned_xmrig'>>(
  selected: readonly T[],
): { toAssign: T[]; alreadyAssigned: T[] } {
  return {
    toAssign: selected.filter((r) => !r.has_been_assigned_xmrig),
    alreadyAssigned: selected.filter((r) => r.has_been_assigned_xmrig),
  };
}

/** Unassigning from realms: one call per realm ({realm, routers}), routers without a realm left out. */
export function groupByRealm<T extends Pick<TRouter, 'id' | 'realm'>>(
  selected: readonly T[],
): { realm: number; routers: number[] }[] {
  const groups = new Map<number, number[]>();
  for (const r of selected) {
    if (!r.realm) continue;
    groups.set(r.realm.id, [...(groups.get(r.realm.id) ?? []), r.id]);
  }
  return [...groups].map(([realm, routers]) => ({ realm, routers }));
}
