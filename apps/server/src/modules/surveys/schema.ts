import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { realms } from '../realms/schema';
import { routers } from '../routers/schema';

/** A realm's survey (part 2 §3 Survey): `active` is the spec's enabled (on create) / active (on read). */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'surveys_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
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
    id: serial('id').notNull(),
    /** The survey's partner, so the row sits on the survey's shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
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
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'survey_questions_survey_id_fk',
      columns: [t.surveyId, t.partnerId],
      foreignColumns: [surveys.id, surveys.partnerId],
    }).onDelete('cascade'),
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
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The survey's partner, so the response sits on the survey's shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'set null' }),
    viewerId: text('viewer_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'survey_responses_survey_id_fk',
      columns: [t.surveyId, t.partnerId],
      foreignColumns: [surveys.id, surveys.partnerId],
    }).onDelete('cascade'),
    uniqueIndex('survey_responses_viewer_idx').on(t.surveyId, t.viewerId, t.partnerId),
  ],
);

/**
 * One answer of a response: text for the text types, one choice for multiple choice and dropdown, a list
 * for checkboxes, and { row: column } for the grid (JSON, so each keeps its own shape).
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The survey's partner, so the answer sits on the survey's shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    responseId: bigint('response_id', { mode: 'number' }).notNull(),
    questionId: integer('question_id').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'survey_answers_response_id_fk',
      columns: [t.responseId, t.partnerId],
      foreignColumns: [surveyResponses.id, surveyResponses.partnerId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'survey_answers_question_id_fk',
      columns: [t.questionId, t.partnerId],
      foreignColumns: [surveyQuestions.id, surveyQuestions.partnerId],
    }).onDelete('cascade'),
    index('survey_answers_question_idx').on(t.questionId),
    uniqueIndex('survey_answers_response_question_idx').on(t.responseId, t.questionId, t.partnerId),
  ],
);
