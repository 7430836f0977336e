import type { TPartnerUserType } from '@ared/contract/plans';

/** The three people lists (part 2 §2): one table, a different user_type and title. */
export const PEOPLE_KINDS = {
  'micro-franchisees': {
    userType: 'Micro Franchisee',
    title: 'Active Micro Franchisees',
    hasCheckboxes: true,
    viewPath: (id: number) => `/micro-profile-details/${id}`,
  },
  'field-officers': {
    userType: 'Field Officer',
    title: 'Field Officers',
    hasCheckboxes: false,
    viewPath: (id: number) => `/view-details/${id}`,
  },
  'maintenance-officers': {
    userType: 'Maintenance Officer',
    title: 'Maintenance Officers',
    hasCheckboxes: false,
    viewPath: (id: number) => `/view-details/${id}`,
  },
} as const satisfies Record<
  string,
  { userType: TPartnerUserType; title: string; hasCheckboxes: boolean; viewPath: (id: number) => string }
>;
export type PeopleKind = keyof typeof PEOPLE_KINDS;

/** Tabs Active, Suspended, All (part 2 §2); Active is the default and the tab lives in ?tab=. */
export const PEOPLE_TABS = ['active', 'suspended', 'all'] as const;
export type PeopleTab = (typeof PEOPLE_TABS)[number];

export const parsePeopleTab = (value: string | null): PeopleTab =>
  (PEOPLE_TABS as readonly string[]).includes(value ?? '') ? (value as PeopleTab) : 'active';

/** The server filter of a tab: is_active true or false; All has none. */
export const peopleTabFilter = (tab: PeopleTab): { is_active?: 'true' | 'false' } =>
  tab === 'all' ? {} : { is_active: tab === 'active' ? 'true' : 'false' };

/** Sortable headers: the user list's orderings (Status sorts by is_active). */
export const PEOPLE_SORT_KEYS = ['name', 'email', 'phone', 'is_active'] as const;
