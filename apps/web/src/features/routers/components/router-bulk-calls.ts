// The router list's bulk actions' calls and the rules they split the selection by, loaded on first use by
// use-router-bulk-actions.ts (decision 103).
export { addMiners } from '../api/add-miners';
export { addRoutersToRealm } from '../api/add-routers-to-realm';
export { assignRoutersToSme } from '../api/assign-routers-to-sme';
export { minersQueryOptions } from '../api/get-miners';
export { removeMiner } from '../api/remove-miner';
export { removeRoutersFromRealm } from '../api/remove-routers-from-realm';
export { unassignRoutersFromPartner } from '../api/unassign-routers-from-partner';
export { unassignRoutersFromSme } from '../api/unassign-routers-from-sme';
export { groupByRealm, splitForHashHub } from '../rules/bulk-actions';
