import type { TPartnerPlan } from '@ared/contract/plans';

/** A sub-menu link; `admin` ones are shown to partner admins only (staff would only be refused there). */
export type MenuLink = { title: string; path: string; admin?: boolean };

/**
 * A sidebar entry; `id` is stored as the active tab id, so it never changes: the spec's entries are
 * numbered in the spec's order, later entries take the next free id wherever they sit.
 */
export type MenuItem = { id: number; title: string; path?: string; children?: MenuLink[] };

/**
 * The sidebar menu as spec part 1 §2 lists it (titles, paths, sub-menus), plus the pages the spec has but
 * gives no entry (issue 29 §3): All Media and Surveys under Content Management, Support Tickets.
 */
export const MENU: readonly MenuItem[] = [
  { id: 0, title: 'Dashboard', path: '/dashboard' },
  { id: 1, title: 'Analytics', path: '/analytics' },
  {
    id: 2,
    title: 'Content Management',
    path: '/adverts',
    children: [
      { title: 'Adverts', path: '/adverts' },
      { title: 'Offline Files', path: '/offline-files' },
      { title: 'All Media', path: '/file-media' },
      { title: 'Surveys', path: '/surveys' },
    ],
  },
  {
    id: 3,
    title: 'Micro Franchisee Management',
    path: '/micro-franchisees',
    children: [
      { title: 'MF Profiles', path: '/micro-franchisees' },
      { title: 'Float Transfer', path: '/float-transfer' },
      { title: 'Services', path: '/services' },
    ],
  },
  { id: 4, title: 'Kiosk Management', path: '/kiosks' },
  {
    id: 5,
    title: 'Officers',
    children: [
      { title: 'Field Officers', path: '/field-officers' },
      { title: 'Maintenance Officers', path: '/maintenance-officers' },
    ],
  },
  {
    id: 6,
    title: 'Router Management',
    path: '/routers',
    children: [
      { title: 'Routers', path: '/routers' },
      { title: 'Realms', path: '/realms' },
      { title: 'Vouchers', path: '/vouchers' },
      { title: 'Subscription', path: '/subscription' },
      { title: 'Subscriber', path: '/subscriber' },
    ],
  },
  { id: 7, title: 'Shiriki Add-On', path: '/shiriki-add-on' },
  { id: 8, title: 'Landing Page Builder', path: '/captive-portal' },
  { id: 9, title: 'SMEs', path: '/smes' },
  // Not in the spec's menu list, but its plan rule names Billing (hidden from the Kiosk plan).
  { id: 13, title: 'Billing', path: '/billings' },
  { id: 10, title: 'Location Cluster', path: '/locations-cluster' },
  { id: 11, title: 'App store', path: '/apps' },
  {
    id: 12,
    title: 'User Management',
    path: '/system-admin',
    children: [
      { title: 'User Signup', path: '/user-signup', admin: true },
      { title: 'System Admins', path: '/system-admin' },
      { title: 'My Profile', path: '/account-info' },
    ],
  },
  // Open to every plan and both roles: the way to reach support (and the sidebar's Contact Us).
  { id: 14, title: 'Support Tickets', path: '/support-tickets' },
];

/** A support agent's whole menu (issue 31 §5): the partners' pages are not theirs. */
export const SUPPORT_AGENT_MENU: readonly MenuItem[] = [
  { id: 15, title: 'Support Inbox', path: '/support-inbox' },
];

/** Menu titles each plan hides (spec part 1 §2); the pages behind them are refused too (route-table areas). */
export const HIDDEN_BY_PLAN: Record<TPartnerPlan, readonly string[]> = {
  Premium: [],
  SME: ['Micro Franchisee Management', 'Kiosk Management', 'Officers'],
  Kiosk: [
    'Router Management',
    'Content Management',
    'Shiriki Add-On',
    'Landing Page Builder',
    'Billing',
    'SMEs',
  ],
};

export const filterMenuByPlan = (plan: TPartnerPlan | null | undefined, menu: readonly MenuItem[] = MENU) => {
  const hidden = plan ? HIDDEN_BY_PLAN[plan] : [];
  return menu.filter((item) => !hidden.includes(item.title));
};

/** The menu a user sees: the plan's entries, without the links only an admin may use when not one. */
export const menuFor = (
  { plan, isAdmin }: { plan: TPartnerPlan | null | undefined; isAdmin: boolean },
  menu: readonly MenuItem[] = MENU,
): MenuItem[] =>
  filterMenuByPlan(plan, menu).map((item) =>
    item.children && !isAdmin ? { ...item, children: item.children.filter((c) => !c.admin) } : item,
  );

const covers = (item: MenuItem, path: string) =>
  item.path === path || (item.children ?? []).some((c) => c.path === path);

/** The menu entry (its id) a path belongs to, or null for pages outside the menu. */
export const menuIdForPath = (path: string, menu: readonly MenuItem[] = MENU): number | null =>
  menu.find((item) => covers(item, path))?.id ?? null;

/**
 * The sidebar's footer links (spec part 1 §2 shows them; the original left them inert): the agreement the
 * user accepted, the partner's plan and what it includes, and the support ticket form.
 */
export const FOOTER_LINKS = [
  { label: 'Terms', path: '/terms' },
  { label: 'Plans', path: '/plans' },
  { label: 'Contact Us', path: '/support-tickets?new=1' },
] as const;

/** A support agent's footer: the terms; the partners' plans and their support form are not the agent's. */
export const SUPPORT_AGENT_FOOTER_LINKS = FOOTER_LINKS.filter((link) => link.path === '/terms');
