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
    id: serial('id').primaryKey(),
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
