import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { vouchers } from './hotspot';
import { partners } from './partners';
import { realms } from './realms';
import { routers } from './routers';

/**
 * An advert a realm's captive portals show (part 2 §3 Advert). Image and Video adverts keep their file in
 * the file store (public `adverts` folder, so a guest's page can load it without a token), with the
 * dimensions read from the content when it was stored (the landscape rule, width/height ≥ 1.7). A Link
 * advert is a YouTube URL. Both dates or none; the end after the start.
 */
export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id')
      .notNull()
      .references(() => realms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    adType: text('ad_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    fileKey: text('file_key'),
    width: integer('width'),
    height: integer('height'),
    youtubeUrl: text('youtube_url'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('adverts_partner_idx').on(t.partnerId, t.created, t.id),
    index('adverts_realm_idx').on(t.realmId, t.isActive),
    check('adverts_ad_type_check', sql`${t.adType} in ('Image', 'Video', 'Link')`),
    check('adverts_dates_check', sql`(${t.startDate} is null) = (${t.endDate} is null)`),
    check('adverts_dates_order_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * One showing of an advert on a box's portal: the router, the viewer id the guest's browser keeps, the
 * time. The partner is copied from the advert (it never changes) so the analytics read a partner's views
 * over a period from one index.
 */
export const advertViews = pgTable(
  'advert_views',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    routerId: integer('router_id')
      .notNull()
      .references(() => routers.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Partitioned by month of viewed_at (migration 0015, decision 038): every key includes it.
    primaryKey({ columns: [t.id, t.viewedAt] }),
    index('advert_views_partner_idx').on(t.partnerId, t.viewedAt),
    // With the partner, advert and viewer: a box's views over a range are read index-only (advert-views.ts).
    index('advert_views_router_idx').on(t.routerId, t.viewedAt, t.partnerId, t.advertId, t.viewerId),
    index('advert_views_advert_idx').on(t.advertId),
  ],
);

/** A realm's survey (part 2 §3 Survey): `active` is the spec's enabled (on create) / active (on read). */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id')
      .notNull()
      .references(() => realms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('surveys_partner_idx').on(t.partnerId, t.created, t.id),
    index('surveys_realm_idx').on(t.realmId, t.active),
  ],
);

/**
 * A survey's question, in the order shown (`position`). `options` holds the choices of the choice types;
 * the grid's rows and columns are `rows` and `columns`. Empty arrays for the text types.
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    answerType: text('answer_type').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rows: text('rows')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    columns: text('columns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyId, t.position),
    check(
      'survey_questions_answer_type_check',
      sql`${t.answerType} in ('short_answer', 'paragraph', 'multiple_choice', 'checkboxes', 'dropdown', 'multiple_choice_grid')`,
    ),
  ],
);

/**
 * One guest's answers to a survey, sent from a box's portal. One per viewer per survey: a repeated
 * submission is refused rather than counted twice.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'set null' }),
    viewerId: text('viewer_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_responses_viewer_idx').on(t.surveyId, t.viewerId)],
);

/**
 * One answer of a response: text for the text types, one choice for multiple choice and dropdown, a list
 * for checkboxes, and { row: column } for the grid (JSON, so each keeps its own shape).
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    responseId: bigint('response_id', { mode: 'number' })
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
  },
  (t) => [
    index('survey_answers_question_idx').on(t.questionId),
    uniqueIndex('survey_answers_response_question_idx').on(t.responseId, t.questionId),
  ],
);

/** A guest's 1–5 star rating of a box's Wi-Fi, with an optional comment (part 2 §3 Rating). */
export const ratings = pgTable(
  'ratings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'set null' }),
    viewerId: text('viewer_id').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ratings_partner_idx').on(t.partnerId, t.created),
    check('ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * What a guest told a partner's portal about themselves (the web-app login fields the partner collects,
 * from its collect_* flags). One row per viewer per partner, updated when the guest comes back.
 */
export const guestProfiles = pgTable(
  'guest_profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'set null' }),
    viewerId: text('viewer_id').notNull(),
    age: smallint('age'),
    country: text('country'),
    phone: text('phone'),
    address: text('address'),
    gender: text('gender'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_profiles_viewer_idx').on(t.partnerId, t.viewerId)],
);

/**
 * The vouchers a box's portal gave out by itself: the free daily tier ('free') and the open captive
 * portal ('open'). One per kind, device and day (UTC) per partner: the unique index is what keeps a
 * device that asks eight times at once to one voucher.
 */
export const portalGrants = pgTable(
  'portal_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    device: text('device').notNull(),
    day: date('day').notNull(),
    voucherId: bigint('voucher_id', { mode: 'number' })
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_grants_device_day_idx').on(t.partnerId, t.kind, t.device, t.day),
    // Deleting vouchers (a partner's, or expired ones) cascades here: looked up by voucher.
    index('portal_grants_voucher_idx').on(t.voucherId),
    check('portal_grants_kind_check', sql`${t.kind} in ('free', 'open')`),
  ],
);
