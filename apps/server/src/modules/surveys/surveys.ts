import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TSurvey, TSurveyCreateRequest } from '@ared/contract/surveys';
import type { Db } from '../../db/client';
import { ownRealm } from '../realms';
import { realms } from '../realms/schema';
import { surveyQuestions, surveys } from './schema';
import { notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';

const questionsCount = sql<number>`(select count(*) from ${surveyQuestions} where ${surveyQuestions.surveyId} = ${surveys.id})::int`;

const surveyColumns = {
  id: surveys.id,
  title: surveys.title,
  active: surveys.active,
  created: surveys.created,
  realmId: realms.id,
  realmName: realms.name,
  questionsCount,
};
type SurveyRow = {
  id: number;
  title: string;
  active: boolean;
  created: Date;
  realmId: number;
  realmName: string;
  questionsCount: number;
};

const toSurvey = (row: SurveyRow): TSurvey => ({
  id: row.id,
  title: row.title,
  realm: { id: row.realmId, name: row.realmName },
  active: row.active,
  questions_count: Number(row.questionsCount),
  created: row.created.toISOString(),
});

const withRealm = (db: Db) =>
  db.select(surveyColumns).from(surveys).innerJoin(realms, eq(realms.id, surveys.realmId)).$dynamic();

export type SurveyFilters = { realm?: number | undefined };

/** The partner's surveys, newest first; a partner has few, so counted directly on the partner index. */
export function surveyListSource(db: Db, partnerId: number, f: SurveyFilters): ListSource<TSurvey> {
  const conditions = [eq(surveys.partnerId, partnerId)];
  if (f.realm !== undefined) conditions.push(eq(surveys.realmId, f.realm));
  const where = and(...conditions);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(surveys).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await withRealm(db)
        .where(where)
        .orderBy(desc(surveys.created), desc(surveys.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toSurvey) };
    },
  };
}

/** One of the partner's surveys; another partner's id answers 404 like one that does not exist (decision 003). */
export async function getSurvey(db: Db, partnerId: number, id: number): Promise<TSurvey> {
  const [row] = await withRealm(db)
    .where(and(eq(surveys.id, id), eq(surveys.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound();
  return toSurvey(row);
}

/** Checks the survey is the partner's (404 otherwise) before its questions or answers are read or written. */
export async function assertOwnSurvey(db: Db, partnerId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound();
}

/** A new survey of one of the partner's realms (partner or SME realm); another partner's realm answers 404. */
export async function createSurvey(db: Db, partnerId: number, body: TSurveyCreateRequest) {
  const realm = await ownRealm(db, partnerId, body.realm);
  const [row] = await db
    .insert(surveys)
    .values({ partnerId, realmId: realm.id, title: body.title, active: body.enabled })
    .returning({ id: surveys.id });
  const survey = await getSurvey(db, partnerId, row!.id);
  return { ...survey, enabled: survey.active };
}
