import { surveyQuestions, surveys } from '../../src/db/schema';
import type { TestContext } from './app';

/** A survey of a realm with one question of each kind the walks and tests aim at. */
export async function insertSurvey(
  ctx: TestContext,
  {
    partnerId,
    realmId,
    title,
    active = true,
  }: { partnerId: number; realmId: number; title: string; active?: boolean },
) {
  const [survey] = await ctx.db.insert(surveys).values({ partnerId, realmId, title, active }).returning();
  const questions = await ctx.db
    .insert(surveyQuestions)
    .values([
      {
        partnerId,
        surveyId: survey!.id,
        position: 0,
        text: `${title}: your name?`,
        answerType: 'short_answer',
      },
      {
        partnerId,
        surveyId: survey!.id,
        position: 1,
        text: `${title}: how fast?`,
        answerType: 'multiple_choice',
        options: ['Fast', 'Slow'],
      },
      {
        partnerId,
        surveyId: survey!.id,
        position: 2,
        text: `${title}: what do you use?`,
        answerType: 'checkboxes',
        options: ['Video', 'Chat', 'Mail'],
      },
      {
        partnerId,
        surveyId: survey!.id,
        position: 3,
        text: `${title}: rate us`,
        answerType: 'multiple_choice_grid',
        rows: ['Speed', 'Price'],
        columns: ['Good', 'Bad'],
      },
    ])
    .returning();
  return { survey: survey!, questions };
}
