export const ROUTER_TABS = ['all', 'unassigned', 'assigned', 'hash-hub'] as const;
export type RouterTab = (typeof ROUTER_TABS)[number];

/** The spec's internal tab values (suspended = not assigned to an SME, active = assigned) are accepted too. */
const ALIASES: Record<string, RouterTab> = { suspended: 'unassigned', active: 'assigned' };

export const parseRouterTab = (value: string | null): RouterTab => {
  if (!value) return 'all';
  if ((ROUTER_TABS as readonly string[]).includes(value)) return value as RouterTab;
  return ALIASES[value] ?? 'all';
};

/** The list filter of a router tab: Unassigned → has_been_assigned_sme=false, Assigned → true. */
export const hasBeenAssignedSme = (tab: RouterTab): boolean | undefined =>
  tab === 'unassigned' ? false : tab === 'assigned' ? true : undefined;
