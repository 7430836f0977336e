import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  ratings,
  realms,
  routers,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../db/schema';
import { DEMO_PARTNERS } from './demo-partners';
import { type Random, seededRandom } from './random';
import { DAY } from './seed-helpers';
import { demoPartnerId } from './demo-partner-id';

type DemoQuestion = {
  text: string;
  answerType: typeof surveyQuestions.$inferInsert.answerType;
  options?: string[];
  rows?: string[];
  columns?: string[];
  /** A guest's answer, drawn from the choices (or a line of text). */
  answer: (random: Random) => unknown;
};

const COMMENTS = [
  'Fast and easy to connect',
  'Slow in the evening',
  'Great for video calls',
  'The voucher worked at once',
  'Signal is weak near the terrace',
  'Good value for the price',
  '',
  '',
  '',
];
const SUGGESTIONS = [
  'More speed at night',
  'Longer free time',
  'Keep it up',
  'A stronger signal outside',
  'Nothing, thanks',
];

const QUESTIONS: DemoQuestion[] = [
  {
    text: 'How did you hear about our Wi-Fi?',
    answerType: 'multiple_choice',
    options: ['Staff', 'A poster', 'A friend', 'Searching for networks'],
    answer: (r) => r.pick(['Staff', 'A poster', 'A friend', 'A friend', 'Searching for networks']),
  },
  {
    text: 'What do you use the internet for here?',
    answerType: 'checkboxes',
    options: ['Social media', 'Video', 'Work', 'News'],
    answer: (r) => ['Social media', 'Video', 'Work', 'News'].filter(() => r.chance(0.5)),
  },
  {
    text: 'How often do you visit?',
    answerType: 'dropdown',
    options: ['First time', 'Every week', 'Every day'],
    answer: (r) => r.pick(['First time', 'Every week', 'Every week', 'Every day']),
  },
  {
    text: 'Rate our service',
    answerType: 'multiple_choice_grid',
    rows: ['Speed', 'Price', 'Staff'],
    columns: ['Poor', 'Fair', 'Good'],
    answer: (r) => ({
      Speed: r.pick(['Fair', 'Good', 'Good']),
      Price: r.pick(['Poor', 'Fair', 'Good']),
      Staff: 'Good',
    }),
  },
  {
    text: 'What should we improve?',
    answerType: 'paragraph',
    answer: (r) => (r.chance(0.6) ? r.pick(SUGGESTIONS) : ''),
  },
];

const isBlank = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The demo's surveys, their guests' responses and the partners' ratings over the last six months (issue 12
 * §4, §5), so the survey pages and the Feedback analytics have something to show. Idempotent per kind.
 */
export async function seedDemoFeedback(db: Db, now = new Date()): Promise<void> {
  for (const [index, demo] of DEMO_PARTNERS.entries()) {
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    const boxes = await db
      .select({ id: routers.id })
      .from(routers)
      .where(eq(routers.partnerId, partnerId))
      .orderBy(asc(routers.id))
      .limit(5);
    const random = seededRandom(5000 + index);
    await seedRatings(db, partnerId, boxes, random, now, demo.plan === 'Premium' ? 160 : 60);
    if (demo.plan !== 'Kiosk') await seedSurveys(db, partnerId, boxes, random, now);
  }
}

async function seedRatings(
  db: Db,
  partnerId: number,
  boxes: { id: number }[],
  random: Random,
  now: Date,
  n: number,
) {
  if (boxes.length === 0) return;
  const existing = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(eq(ratings.partnerId, partnerId))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(ratings).values(
    Array.from({ length: n }, (_, i) => ({
      partnerId,
      routerId: random.pick(boxes).id,
      viewerId: `demo-guest-${i}`,
      // Mostly happy guests, a few unhappy ones.
      rating: random.pick([5, 5, 5, 4, 4, 4, 3, 3, 2, 1]),
      comment: random.pick(COMMENTS),
      created: new Date(now.getTime() - random.int(0, 180 * 24) * (DAY / 24)),
    })),
  );
}

async function seedSurveys(db: Db, partnerId: number, boxes: { id: number }[], random: Random, now: Date) {
  const existing = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(eq(surveys.partnerId, partnerId))
    .limit(1);
  if (existing.length > 0) return;
  const [realm] = await db
    .select({ id: realms.id })
    .from(realms)
    .where(and(eq(realms.partnerId, partnerId), isNull(realms.smeId)))
    .orderBy(asc(realms.id))
    .limit(1);
  if (!realm) return;
  const created = new Date(now.getTime() - 45 * DAY);
  const [survey] = await db
    .insert(surveys)
    .values({
      partnerId,
      realmId: realm.id,
      title: 'Guest Wi-Fi survey',
      active: true,
      created,
      updated: created,
    })
    .returning({ id: surveys.id });
  await db.insert(surveys).values({
    partnerId,
    realmId: realm.id,
    title: 'Opening week feedback',
    active: false,
    created: new Date(now.getTime() - 120 * DAY),
  });
  const questions = await db
    .insert(surveyQuestions)
    .values(
      QUESTIONS.map((q, position) => ({
        partnerId,
        surveyId: survey!.id,
        position,
        text: q.text,
        answerType: q.answerType,
        options: q.options ?? [],
        rows: q.rows ?? [],
        columns: q.columns ?? [],
      })),
    )
    .returning({ id: surveyQuestions.id, position: surveyQuestions.position });
  if (boxes.length === 0) return;
  for (let i = 0; i < 24; i += 1) {
    const answers = QUESTIONS.map((q, position) => ({
      questionId: questions.find((row) => row.position === position)!.id,
      value: q.answer(random),
    })).filter((a) => !isBlank(a.value));
    const [response] = await db
      .insert(surveyResponses)
      .values({
        partnerId,
        surveyId: survey!.id,
        routerId: random.pick(boxes).id,
        viewerId: `demo-guest-${i}`,
        created: new Date(now.getTime() - random.int(1, 40 * 24) * (DAY / 24)),
      })
      .returning({ id: surveyResponses.id });
    await db
      .insert(surveyAnswers)
      .values(answers.map((a) => ({ partnerId, responseId: response!.id, ...a })));
  }
}
