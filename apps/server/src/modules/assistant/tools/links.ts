/**
 * The dashboard pages whose figures the tools repeat (web routes, with the query that opens the same view),
 * so a partner can check any number the assistant gives.
 */
export const PAGE = {
  wifi: { label: 'Analytics — Routers', path: '/analytics?tab=routers' },
  revenue: { label: 'Analytics — Revenue Insights', path: '/analytics?tab=revenue-insights' },
  offlineBoxes: { label: 'Routers — offline', path: '/routers?is_online=false' },
  box: (id: number) => ({ label: 'Router details', path: `/router-details/${id}` }),
  overdueSmes: { label: 'SMEs — overdue', path: '/smes?tab=overdue' },
  unpaidBillings: { label: 'SMEs — subscription billing', path: '/smes?tab=subscription' },
  tickets: { label: 'Support tickets', path: '/support-tickets' },
  alerts: { label: 'Alerts', path: '/alerts' },
  vouchers: { label: 'Vouchers', path: '/vouchers' },
} as const;
