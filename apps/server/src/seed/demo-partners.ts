import type { TPartnerPlan } from '@ared/contract/plans';

export const DEMO_PASSWORD = 'Demo@2345';
/** The rate the demo billings were converted at (USD_TO_RWF's default). */
export const DEMO_USD_TO_RWF = 1450;

export type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  role: 'partner_admin' | 'partner_staff';
  userType: string;
  gender: 'Male' | 'Female';
  changedPassword: boolean;
};

export type DemoPartner = {
  name: string;
  slug: string;
  plan: TPartnerPlan;
  subscriptionPlan: string;
  serialPrefix: string;
  /** The second octet of the boxes' mobile-network addresses (100.64.0.0/10), one range per partner. */
  ipBlock: number;
  routers: number;
  /** The partner's SMEs; names are unique across partners, as they would be in real life. */
  smeNames: string[];
  kiosks: number;
  microFranchisees: number;
  fieldOfficers: number;
  maintenanceOfficers: number;
  realms: string[];
  flags: Partial<Record<string, boolean>>;
  accounts: DemoAccount[];
};

const admin = (
  email: string,
  firstName: string,
  lastName: string,
  gender: 'Male' | 'Female',
): DemoAccount => ({
  email,
  firstName,
  lastName,
  role: 'partner_admin',
  userType: 'Partner Admin',
  gender,
  changedPassword: true,
});

/** The three demo partners, one per plan, and their sign-in accounts (all with DEMO_PASSWORD). */
export const DEMO_PARTNERS: DemoPartner[] = [
  {
    name: 'Kigali Connect',
    slug: 'kigali-connect',
    plan: 'Premium',
    subscriptionPlan: 'Pro',
    serialPrefix: 'KGC',
    ipBlock: 72,
    routers: 48,
    smeNames: [
      'Heaven Restaurant',
      'Inzora Rooftop Cafe',
      'Kigali Marriott Lounge',
      'Norrsken House',
      'University of Rwanda - CST',
      'Kigali City Tower Mall',
      'Smart Kigali Bus Stops',
      'Salon Belle Vue',
      'King Faisal Clinic Lobby',
    ],
    kiosks: 12,
    microFranchisees: 9,
    fieldOfficers: 3,
    maintenanceOfficers: 2,
    realms: ['Kigali Heights', 'Nyabugogo Bus Park', 'Kimironko Market', 'Remera Corner'],
    flags: {
      hasVoucherSmsFeatureEnabled: true,
      hasFoodDrinkMenuFeatureEnabled: true,
      hasAutoconnectAddonEnabled: true,
      hasTokenPurchaseAddonEnabled: true,
      hasSurveyAddonEnabled: true,
      hasWebAppLoginEnabled: true,
      hasQueueManagementAddonEnabled: true,
      // Content: the offline files pages are the Content add-on's (decision 066).
      hasEntertainmentEnabled: true,
    },
    accounts: [
      admin('premium.admin@example.com', 'Aline', 'Uwase', 'Female'),
      {
        ...admin('premium.staff@example.com', 'Jean', 'Habimana', 'Male'),
        role: 'partner_staff',
        userType: 'Partner Staff',
      },
      { ...admin('new.admin@example.com', 'Eric', 'Nkurunziza', 'Male'), changedPassword: false },
    ],
  },
  {
    name: 'Musanze Biz Net',
    slug: 'musanze-biz-net',
    plan: 'SME',
    subscriptionPlan: 'Plus',
    serialPrefix: 'MBN',
    ipBlock: 88,
    routers: 18,
    smeNames: [
      'Volcano View Restaurant',
      'Kinigi Guest House',
      'Musanze Cave Cafe',
      'INES Ruhengeri Library',
      'Ruhengeri Central Market',
      'Twin Lakes Lodge',
      'Musanze Bus Terminal',
    ],
    kiosks: 0,
    microFranchisees: 0,
    fieldOfficers: 0,
    maintenanceOfficers: 0,
    realms: ['Musanze Town', 'Kinigi Gateway'],
    flags: {
      hasVoucherSmsFeatureEnabled: true,
      hasAutoconnectAddonEnabled: true,
      hasEntertainmentEnabled: true,
    },
    accounts: [admin('sme.admin@example.com', 'Claudine', 'Mukamana', 'Female')],
  },
  {
    name: 'Huye Kiosks',
    slug: 'huye-kiosks',
    plan: 'Kiosk',
    subscriptionPlan: 'Starter',
    serialPrefix: 'HYK',
    ipBlock: 104,
    routers: 10,
    smeNames: [],
    kiosks: 14,
    microFranchisees: 10,
    fieldOfficers: 2,
    maintenanceOfficers: 1,
    realms: ['Huye Campus'],
    flags: {},
    accounts: [admin('kiosk.admin@example.com', 'Patrick', 'Niyonzima', 'Male')],
  },
];

export const FIRST_NAMES = [
  'Diane',
  'Olivier',
  'Grace',
  'Emmanuel',
  'Josiane',
  'Innocent',
  'Solange',
  'Fabrice',
  'Vestine',
  'Theogene',
  'Chantal',
  'Didier',
];
export const LAST_NAMES = [
  'Mugisha',
  'Ingabire',
  'Uwimana',
  'Ndayisaba',
  'Mukeshimana',
  'Hakizimana',
  'Umutoni',
  'Bizimana',
  'Iradukunda',
  'Nshimiyimana',
];

/** Every SME status the list shows; billing-derived ones (Overdue, Due) get their billings in the billing issue. */
export const SME_STATES = [
  'active',
  'trial',
  'suspended',
  'terminated',
  'overdue',
  'due',
  'active',
  'trial',
  'active',
] as const;
