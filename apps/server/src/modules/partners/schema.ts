import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Lower-case slug; the voucher service lives under /radius/{slug}. */
  slug: text('slug').notNull().unique(),
  plan: text('plan', { enum: ['Kiosk', 'SME', 'Premium'] }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  subscriptionPlan: text('subscription_plan'),
  hasNotPaidForOneBillingFiveDaysAgo: boolean('has_not_paid_for_one_billing_five_days_ago')
    .notNull()
    .default(false),
  hasVoucherSmsFeatureEnabled: boolean('has_voucher_sms_feature_enabled').notNull().default(false),
  hasFoodDrinkMenuFeatureEnabled: boolean('has_food_drink_menu_feature_enabled').notNull().default(false),
  hasAutoconnectAddonEnabled: boolean('has_autoconnect_addon_enabled').notNull().default(false),
  hasTokenPurchaseAddonEnabled: boolean('has_token_purchase_addon_enabled').notNull().default(false),
  hasQueueManagementAddonEnabled: boolean('has_queue_management_addon_enabled').notNull().default(false),
  hasSurveyAddonEnabled: boolean('has_survey_addon_enabled').notNull().default(false),
  hasHmsAddonEnabled: boolean('has_hms_addon_enabled').notNull().default(false),
  hasWebAppLoginEnabled: boolean('has_web_app_login_enabled').notNull().default(false),
  hasCameraSolutionAddonEnabled: boolean('has_camera_solution_addon_enabled').notNull().default(false),
  hasOpenCaptivePortal: boolean('has_open_captive_portal').notNull().default(false),
  hasEntertainmentEnabled: boolean('has_entertainment_enabled').notNull().default(false),
  totalSmsSent: integer('total_sms_sent').notNull().default(0),
  collectAge: boolean('collect_age').notNull().default(false),
  collectCountry: boolean('collect_country').notNull().default(false),
  collectPhone: boolean('collect_phone').notNull().default(false),
  collectAddress: boolean('collect_address').notNull().default(false),
  collectGender: boolean('collect_gender').notNull().default(false),
  autoConnectOnQrScan: boolean('auto_connect_on_qr_scan').notNull().default(false),
  /** Mbps; null means unlimited. */
  internetDownloadSpeed: numeric('internet_download_speed', { precision: 8, scale: 1, mode: 'number' }),
  internetUploadSpeed: numeric('internet_upload_speed', { precision: 8, scale: 1, mode: 'number' }),
  /**
   * The currency the partner reads amounts of several currencies in (decision 061): a code of the rate
   * table (EXCHANGE_RATES). RWF, the billing currency, for the demo partners, all in Rwanda.
   */
  displayCurrency: text('display_currency').notNull().default('RWF'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** One field's value before and after a change of the partner's settings. */
export type SettingChange = { field: string; from: boolean | number | null; to: boolean | number | null };
/** What the boxes answered the CoA-Requests of a speed change, counted by box (decision 063). */
export type SpeedChangeDelivery = {
  sessions: number;
  acknowledged: number;
  refused: number;
  unanswered: number;
};

/**
 * Every change of the partner's settings (PATCH partners/{id}/, decision 063): who, when, and each field's
 * value before and after; the add-on popups list it. The user is kept by id and, as they were then, by name
 * and email: the history outlives the account. No foreign key to users: users/schema.ts reads this file (its
 * partner column), and a reference back would make the two schema files import each other.
 */
export const partnerSettingChanges = pgTable(
  'partner_setting_changes',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    changedByUserId: integer('changed_by_user_id'),
    changedByName: text('changed_by_name').notNull(),
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The fields this change touched, for the popups' filter (`field && array[...]`). */
    fields: text('fields').array().notNull(),
    changes: jsonb('changes').$type<SettingChange[]>().notNull(),
    /** Speed changes only: null until the boxes have answered (or never, for other changes). */
    speedChange: jsonb('speed_change').$type<SpeedChangeDelivery>(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('partner_setting_changes_partner_idx').on(t.partnerId, t.changedAt, t.id),
  ],
);
