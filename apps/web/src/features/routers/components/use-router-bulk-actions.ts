import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TRouter } from '@ared/contract/routers';
import type { RowSelection } from '../../../components/data-table/use-row-selection';
import { serverMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import type { AssignmentResult } from '../api/assignment-call';
import { ROUTERS_KEY } from '../../../entities/router/router-keys';
import { REALMS_KEY } from '../../../entities/realm/realm-keys';
import type { BulkActionKey } from '../rules/bulk-actions';
import { miningKey } from '../api/mining-key';
import { ROUTERS_TEXTS } from '../texts';

const T = ROUTERS_TEXTS.toasts;

/**
 * The calls the actions make, in a chunk of their own: a list draws without them (issue 29 §7, decision 103).
 * Asked for once a row is selected, so they are usually here when an action is chosen.
 */
const bulkCalls = () => import('./router-bulk-calls');

/** Several calls (one per realm) read as one: any 206 wins, else the first detail. */
const combine = (results: AssignmentResult[]): AssignmentResult =>
  results.find((r) => r.status === 206) ?? results[0] ?? { status: 200, detail: undefined };

/**
 * The router list's bulk actions (spec part 1 §4, §7, §8 Routers): each call's toasts, the 200/206
 * handling, clearing the selection after success and refreshing the lists. Each action resolves to
 * true once the server answered (the caller closes its dialog), false when the call failed.
 */
export function useRouterBulkActions(selection: RowSelection<TRouter>) {
  const partnerId = useAuthStore((s) => s.partnerId) ?? 0;
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<BulkActionKey | null>(null);

  const refresh = () =>
    Promise.all(
      [ROUTERS_KEY, REALMS_KEY, miningKey(partnerId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const run = async (
    key: BulkActionKey,
    failText: string,
    work: () => Promise<boolean>,
  ): Promise<boolean> => {
    setPending(key);
    try {
      return await work();
    } catch (error) {
      notify.error(serverMessage(error) ?? failText);
      return false;
    } finally {
      setPending(null);
      void refresh();
    }
  };

  /** 200: the server's detail as success and the selection cleared; 206: the detail as an error. */
  const report = (result: AssignmentResult, failText: string, successText: string): boolean => {
    if (result.status === 206) notify.error(result.detail ?? failText);
    else {
      notify.success(result.detail ?? successText);
      selection.clear();
    }
    return true;
  };

  const ids = (routers: readonly TRouter[]) => routers.map((r) => r.id);
  const selected = selection.selectedRows;
  const anySelected = selected.length > 0;
  useEffect(() => {
    if (anySelected) void bulkCalls();
  }, [anySelected]);

  return {
    pending,

    assignHashHub: () =>
      run('assignHashHub', T.hubAssignFailed, async () => {
        const { addMiners, splitForHashHub } = await bulkCalls();
        const { toAssign, alreadyAssigned } = splitForHashHub(selected);
        if (alreadyAssigned.length > 0) notify.info(T.hubAlreadyAssigned);
        if (toAssign.length === 0) return true;
        try {
          await addMiners({ partnerId, routers: ids(toAssign) });
        } catch {
          notify.error(T.hubAssignFailed);
          return false;
        }
        notify.success(T.hubAssigned);
        selection.clear();
        return true;
      }),

    unassignHashHub: () =>
      run('unassignHashHub', T.hubUnassignFailed, async () => {
        const routerIds = new Set(ids(selected.filter((r) => r.has_been_assigned_xmrig)));
        const { minersQueryOptions, removeMiner } = await bulkCalls();
        try {
          const miners = await queryClient.fetchQuery({ ...minersQueryOptions(partnerId), staleTime: 0 });
          const targets = miners.filter((m) => routerIds.has(m.router));
          if (targets.length === 0) throw new Error('No miner for the selected routers');
          await Promise.all(targets.map((m) => removeMiner({ partnerId, minerId: m.id })));
        } catch {
          notify.error(T.hubUnassignFailed);
          return false;
        }
        notify.success(T.hubUnassigned);
        selection.clear();
        return true;
      }),

    assignRealm: (realm: number) =>
      run('assignRealm', T.realmAssignFailed, async () =>
        report(
          await (await bulkCalls()).addRoutersToRealm({ realm, routers: ids(selected) }),
          T.realmAssignFailed,
          T.realmAssigned,
        ),
      ),

    unassignRealm: () =>
      run('unassignRealm', T.realmUnassignFailed, async () => {
        const { groupByRealm, removeRoutersFromRealm } = await bulkCalls();
        const results = await Promise.all(
          groupByRealm(selected).map((group) => removeRoutersFromRealm(group)),
        );
        return report(combine(results), T.realmUnassignFailed, T.realmUnassigned);
      }),

    assignSme: (sme: number) =>
      run('assignSme', T.smeAssignFailed, async () =>
        report(
          await (await bulkCalls()).assignRoutersToSme({ sme, routers: ids(selected) }),
          T.smeAssignFailed,
          T.smeAssigned,
        ),
      ),

    unassignSme: () =>
      run('unassignSme', T.smeUnassignFailed, async () =>
        report(
          await (await bulkCalls()).unassignRoutersFromSme({ routers: ids(selected) }),
          T.smeUnassignFailed,
          T.smeUnassigned,
        ),
      ),

    unassignPartner: () =>
      run('unassignPartner', T.partnerUnassignFailed, async () =>
        report(
          await (await bulkCalls()).unassignRoutersFromPartner({ routers: ids(selected) }),
          T.partnerUnassignFailed,
          T.partnerRemoved,
        ),
      ),
  };
}

export type RouterBulkActions = ReturnType<typeof useRouterBulkActions>;
