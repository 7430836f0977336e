import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partners,
  ratings,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo';
import { seedDemoFeedback } from '../src/seed/demo-feedback';
import { type TestContext, createTestContext } from './helpers/app';

let ctx: TestContext;
const ids = {} as Record<'Premium' | 'SME' | 'Kiosk', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  await seedDemoFeedback(ctx.db);
  for (const p of await ctx.db.select().from(partners)) ids[p.plan] = p.id;
}, 120_000);
afterAll(() => ctx.close());

const countOf = async (table: typeof ratings | typeof surveys, partnerId: number) =>
  (await ctx.db.select({ n: count() }).from(table).where(eq(table.partnerId, partnerId)))[0]!.n;

describe('demo surveys and ratings', () => {
  it('gives Premium and SME an enabled survey of several answer types with responses, and a disabled one', async () => {
    for (const plan of ['Premium', 'SME'] as const) {
      const rows = await ctx.db.select().from(surveys).where(eq(surveys.partnerId, ids[plan]));
      expect(rows.map((s) => s.active).sort()).toEqual([false, true]);
      const enabled = rows.find((s) => s.active)!;
      const questions = await ctx.db
        .select()
        .from(surveyQuestions)
        .where(eq(surveyQuestions.surveyId, enabled.id));
      expect(new Set(questions.map((q) => q.answerType)).size).toBeGreaterThanOrEqual(4);
      const responses = await ctx.db
        .select()
        .from(surveyResponses)
        .where(eq(surveyResponses.surveyId, enabled.id));
      expect(responses.length).toBeGreaterThan(10);
      const [answers] = await ctx.db.select({ n: count() }).from(surveyAnswers);
      expect(answers!.n).toBeGreaterThan(responses.length);
    }
  });

  it('gives the partners with boxes ratings over several months, and is idempotent', async () => {
    expect(await countOf(ratings, ids.Premium)).toBe(160);
    expect(await countOf(ratings, ids.SME)).toBe(60);
    const months = await ctx.db
      .select({ created: ratings.created })
      .from(ratings)
      .where(eq(ratings.partnerId, ids.Premium));
    expect(new Set(months.map((r) => r.created.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(5);
    await seedDemoFeedback(ctx.db);
    expect(await countOf(ratings, ids.Premium)).toBe(160);
    expect(await countOf(surveys, ids.Premium)).toBe(2);
  });
});
