import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { QUESTIONS_MAX, SURVEY_TEXTS } from '@ared/contract/surveys';
import { realms, routers, surveyAnswers, surveyQuestions, surveyResponses } from '../src/db/schema';
import { portalSurveyOfRouter } from '../src/modules/surveys/portal-survey';
import { submitSurveyResponse } from '../src/modules/surveys/responses';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';
import { insertSurvey } from './helpers/survey-world';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  token = world.mine.tokens.access,
) =>
  ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload !== undefined && { payload: payload as object }),
  });

const addSurvey = async (title = 'Guest survey', realm = world.mine.realm.id) => {
  const res = await call('POST', '/v1/surveys/', { title, realm, enabled: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};
const save = (surveyId: number, questions: unknown[], token?: string) =>
  call('PUT', `/v1/survey-questions/?survey=${surveyId}`, { questions }, token);
const viewer = (() => {
  let n = 0;
  return () => `viewer-${(n += 1)}`;
})();

describe('POST /v1/surveys/', () => {
  it('adds a survey to a realm of the partner and answers it with realm, enabled and no questions', async () => {
    const res = await call('POST', '/v1/surveys/', {
      title: '  Lobby survey ',
      realm: world.mine.realm.id,
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Lobby survey',
      realm: { id: world.mine.realm.id, name: 'mine Realm' },
      active: false,
      enabled: false,
      questions_count: 0,
    });
  });

  it.each([
    ['title', { realm: 1, enabled: true }, SURVEY_TEXTS.titleRequired],
    ['title', { title: '   ', realm: 1, enabled: true }, SURVEY_TEXTS.titleRequired],
    ['realm', { title: 'T', enabled: true }, SURVEY_TEXTS.realmRequired],
    ['enabled', { title: 'T', realm: 1 }, SURVEY_TEXTS.enabledRequired],
    ['enabled', { title: 'T', realm: 1, enabled: 'Yes' }, SURVEY_TEXTS.enabledRequired],
  ])('refuses a missing or bad %s with its field error', async (field, body, message) => {
    const res = await call('POST', '/v1/surveys/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it('refuses a title past the limit', async () => {
    const res = await call('POST', '/v1/surveys/', {
      title: 'x'.repeat(201),
      realm: world.mine.realm.id,
      enabled: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('title');
  });

  it("answers 404 for another partner's realm and stores nothing", async () => {
    const before = await call('GET', '/v1/surveys/');
    const res = await call('POST', '/v1/surveys/', {
      title: 'T',
      realm: world.theirs.realm.id,
      enabled: true,
    });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/v1/surveys/')).json().count).toBe(before.json().count);
  });

  it('is open to partner staff (daily operations) and closed to the Kiosk plan', async () => {
    const res = await call(
      'POST',
      '/v1/surveys/',
      { title: 'Staff survey', realm: world.mine.realm.id, enabled: true },
      staffToken,
    );
    expect(res.statusCode, res.body).toBe(201);
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk' });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const token = (await signInWithOtp(ctx, admin.email)).access;
    for (const [method, url] of [
      ['GET', '/v1/surveys/'],
      ['GET', '/v1/survey-questions/'],
    ] as const) {
      const refused = await call(method, url, undefined, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    }
  });
});

describe('GET /v1/surveys/ and /v1/surveys/{id}/', () => {
  it("lists the partner's surveys only, newest first, with their question counts", async () => {
    const partner = await createPartner(ctx.db, { name: 'List Net' });
    const admin = await createUser(ctx.db, { partnerId: partner.id });
    const token = (await signInWithOtp(ctx, admin.email)).access;
    const [row] = await ctx.db
      .insert(realms)
      .values({ partnerId: partner.id, name: 'List Realm' })
      .returning();
    const realm = row!.id;
    await insertSurvey(ctx, { partnerId: partner.id, realmId: realm, title: 'Older' });
    await insertSurvey(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      title: 'theirs list',
    });
    const newer = await call('POST', '/v1/surveys/', { title: 'Newer', realm, enabled: true }, token);
    const res = await call('GET', '/v1/surveys/', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().results.map((s: { title: string }) => s.title)).toEqual(['Newer', 'Older']);
    expect(res.json().results[1]).toMatchObject({
      questions_count: 4,
      active: true,
      realm: { id: realm, name: 'List Realm' },
    });
    const one = await call('GET', `/v1/surveys/${newer.json().id}/`, undefined, token);
    expect(one.json()).toMatchObject({ title: 'Newer', questions_count: 0 });
  });

  it("answers 404 on every survey call for another partner's survey", async () => {
    const { survey } = await insertSurvey(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      title: 'theirs 404',
    });
    for (const [method, url, body] of [
      ['GET', `/v1/surveys/${survey.id}/`],
      ['GET', `/v1/surveys/${survey.id}/responses/`],
      ['GET', `/v1/survey-questions/?survey=${survey.id}`],
      ['PUT', `/v1/survey-questions/?survey=${survey.id}`, { questions: [] }],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [kept] = await ctx.db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, survey.id));
    expect(kept).toBeDefined();
  });

  it("never lists another partner's questions", async () => {
    await insertSurvey(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      title: 'theirs q',
    });
    const res = await call('GET', '/v1/survey-questions/?page_size=100');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/theirs/);
  });
});

describe('PUT /v1/survey-questions/?survey=', () => {
  const short = (text: string) => ({ text, answer_type: 'short_answer' });

  it('stores the list in its order, trimmed, and GET gives it back', async () => {
    const { id } = await addSurvey();
    const res = await save(id, [
      short('  Your name? '),
      { text: 'Speed?', answer_type: 'multiple_choice', options: ['Fast', 'Slow'] },
      { text: 'Use?', answer_type: 'checkboxes', options: ['Video', 'Chat'] },
      { text: 'Pick', answer_type: 'dropdown', options: ['A', 'B'] },
      { text: 'Rate', answer_type: 'multiple_choice_grid', rows: ['Speed'], columns: ['Good', 'Bad'] },
      { text: 'Tell us', answer_type: 'paragraph' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const got = await call('GET', `/v1/survey-questions/?survey=${id}`);
    expect(got.json().count).toBe(6);
    expect(got.json().results.map((q: { text: string }) => q.text)).toEqual([
      'Your name?',
      'Speed?',
      'Use?',
      'Pick',
      'Rate',
      'Tell us',
    ]);
    expect(got.json().results[4]).toMatchObject({ rows: ['Speed'], columns: ['Good', 'Bad'], options: [] });
    expect((await call('GET', `/v1/surveys/${id}/`)).json().questions_count).toBe(6);
  });

  it.each([
    ['empty text', short('   '), 'questions.0.text', SURVEY_TEXTS.questionRequired],
    ['text past 500', short('x'.repeat(501)), 'questions.0.text', undefined],
    ['unknown type', { text: 'Q', answer_type: 'essay' }, 'questions.0.answer_type', undefined],
    [
      'one option',
      { text: 'Q', answer_type: 'multiple_choice', options: ['A'] },
      'questions.0.options',
      SURVEY_TEXTS.optionsRequired,
    ],
    [
      'no options',
      { text: 'Q', answer_type: 'dropdown' },
      'questions.0.options',
      SURVEY_TEXTS.optionsRequired,
    ],
    [
      'an empty option',
      { text: 'Q', answer_type: 'checkboxes', options: ['A', ' '] },
      'questions.0.options',
      SURVEY_TEXTS.optionEmpty,
    ],
    [
      'repeated options',
      { text: 'Q', answer_type: 'checkboxes', options: ['A', 'a '] },
      'questions.0.options',
      SURVEY_TEXTS.optionsUnique,
    ],
    [
      'a grid without rows',
      { text: 'Q', answer_type: 'multiple_choice_grid', columns: ['C'] },
      'questions.0.rows',
      SURVEY_TEXTS.rowsRequired,
    ],
    [
      'a grid without columns',
      { text: 'Q', answer_type: 'multiple_choice_grid', rows: ['R'] },
      'questions.0.columns',
      SURVEY_TEXTS.columnsRequired,
    ],
    [
      'options on a text type',
      { text: 'Q', answer_type: 'paragraph', options: ['A', 'B'] },
      'questions.0.options',
      SURVEY_TEXTS.noChoicesForText,
    ],
  ])('refuses %s with a field error and keeps the old list', async (_what, question, field, message) => {
    const { id } = await addSurvey();
    expect((await save(id, [short('Kept')])).statusCode).toBe(200);
    const res = await save(id, [question]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty([field]);
    if (message) expect(res.json()[field]).toContain(message);
    const got = await call('GET', `/v1/survey-questions/?survey=${id}`);
    expect(got.json().results.map((q: { text: string }) => q.text)).toEqual(['Kept']);
  });

  it(`refuses more than ${QUESTIONS_MAX} questions`, async () => {
    const { id } = await addSurvey();
    const ok = await save(
      id,
      Array.from({ length: QUESTIONS_MAX }, (_, i) => short(`Q${i}`)),
    );
    expect(ok.statusCode).toBe(200);
    const res = await save(
      id,
      Array.from({ length: QUESTIONS_MAX + 1 }, (_, i) => short(`Q${i}`)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().questions).toEqual([SURVEY_TEXTS.tooManyQuestions]);
  });

  it("refuses an id that is not one of this survey's questions (another survey's, another partner's)", async () => {
    const { id } = await addSurvey();
    const other = await insertSurvey(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      title: 'theirs ids',
    });
    const res = await save(id, [{ id: other.questions[0]!.id, ...short('Steal') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()['questions.0.id']).toEqual([SURVEY_TEXTS.unknownQuestion]);
    const [theirs] = await ctx.db
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.id, other.questions[0]!.id));
    expect(theirs!.text).toBe('theirs ids: your name?');
  });

  it('keeps the answers of questions that keep their id, drops those of removed or retyped ones', async () => {
    const { survey, questions } = await insertSurvey(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      title: 'Keep',
    });
    const [name, speed, use, grid] = questions as [
      (typeof questions)[number],
      ...(typeof questions)[number][],
    ];
    await submitSurveyResponse(ctx.db, {
      surveyId: survey.id,
      routerId: world.mine.routers[0]!.id,
      viewerId: viewer(),
      answers: { [name.id]: 'Ana', [speed!.id]: 'Fast', [use!.id]: ['Chat'], [grid!.id]: { Speed: 'Good' } },
    });
    const res = await save(survey.id, [
      {
        id: speed!.id,
        text: 'How fast is it?',
        answer_type: 'multiple_choice',
        options: ['Fast', 'Slow', 'Fine'],
      },
      { id: name.id, text: 'Name', answer_type: 'paragraph' },
      { id: use!.id, text: 'Use?', answer_type: 'checkboxes', options: ['Video', 'Mail'] },
      short('New one'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .results.map((q: { id: number }) => q.id)
        .slice(0, 3),
    ).toEqual([speed!.id, name.id, use!.id]);
    const answers = await ctx.db.select().from(surveyAnswers);
    const answeredIds = answers.map((a) => a.questionId);
    expect(answeredIds).toContain(speed!.id); // kept: an option was added
    expect(answeredIds).not.toContain(name.id); // retyped
    expect(answeredIds).not.toContain(use!.id); // 'Chat' removed
    expect(answeredIds).not.toContain(grid!.id); // left out: deleted
  });

  it('is open to partner staff', async () => {
    const { id } = await addSurvey();
    expect((await save(id, [short('Staff question')], staffToken)).statusCode).toBe(200);
  });
});

describe('submitSurveyResponse', () => {
  let survey: Awaited<ReturnType<typeof insertSurvey>>;
  const q = (i: number) => String(survey.questions[i]!.id);
  const submit = (
    answers: Record<string, unknown>,
    viewerId = viewer(),
    routerId = world.mine.routers[0]!.id,
  ) => submitSurveyResponse(ctx.db, { surveyId: survey.survey.id, routerId, viewerId, answers });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, 'expected a refusal').not.toBeNull();
    return error as { statusCode: number; detail: string; fieldErrors?: Record<string, string[]> };
  };

  beforeAll(async () => {
    survey = await insertSurvey(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      title: 'Portal',
    });
  });

  it('stores one response and its answers, in the shapes of their types', async () => {
    const { id } = await submit({
      [q(0)]: '  Ana ',
      [q(1)]: 'Slow',
      [q(2)]: ['Mail', 'Video'],
      [q(3)]: { Price: 'Bad' },
    });
    const answers = await ctx.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseId, id));
    expect(Object.fromEntries(answers.map((a) => [String(a.questionId), a.value]))).toEqual({
      [q(0)]: 'Ana',
      [q(1)]: 'Slow',
      [q(2)]: ['Video', 'Mail'],
      [q(3)]: { Price: 'Bad' },
    });
  });

  it('lets questions be left out or blank, but not all of them', async () => {
    await expect(submit({ [q(1)]: 'Fast', [q(0)]: '  ' })).resolves.toHaveProperty('id');
    const error = await refusal(submit({ [q(0)]: '', [q(2)]: [] }));
    expect(error.statusCode).toBe(400);
    expect(error.detail).toBe(SURVEY_TEXTS.noAnswer);
  });

  it.each([
    ['a choice not offered', 1, 'Medium', SURVEY_TEXTS.notAChoice],
    ['a number for a choice', 1, 3, SURVEY_TEXTS.notAChoice],
    ['a box not offered', 2, ['Video', 'Games'], SURVEY_TEXTS.notAList],
    ['a string for boxes', 2, 'Video', SURVEY_TEXTS.notAList],
    ['an unknown grid row', 3, { Colour: 'Good' }, SURVEY_TEXTS.notAGrid],
    ['an unknown grid column', 3, { Speed: 'Great' }, SURVEY_TEXTS.notAGrid],
    ['a list for the grid', 3, ['Good'], SURVEY_TEXTS.notAGrid],
    ['a short answer past 300', 0, 'x'.repeat(301), SURVEY_TEXTS.textTooLong],
    ['a NUL byte', 0, 'a\u0000b', 'Null characters are not allowed.'],
    ['an object for text', 0, { a: 1 }, SURVEY_TEXTS.notText],
  ])(
    'refuses %s with a field error keyed by the question id, storing nothing',
    async (_what, index, value, message) => {
      const before = await ctx.db.select().from(surveyResponses);
      const error = await refusal(
        submit({ [q(index)]: value, [q(0 === index ? 1 : 0)]: index === 0 ? 'Fast' : 'Ana' }),
      );
      expect(error.statusCode).toBe(400);
      expect(error.fieldErrors).toEqual({ [q(index)]: [message] });
      expect(await ctx.db.select().from(surveyResponses)).toHaveLength(before.length);
    },
  );

  it('refuses answers to questions of another survey', async () => {
    const other = await insertSurvey(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      title: 'Other',
    });
    const key = String(other.questions[0]!.id);
    const error = await refusal(submit({ [q(0)]: 'Ana', [key]: 'Bo', nope: 'x' }));
    expect(error.fieldErrors).toEqual({
      [key]: [SURVEY_TEXTS.unknownQuestionAnswer],
      nope: [SURVEY_TEXTS.unknownQuestionAnswer],
    });
  });

  it('refuses a disabled survey and a box of another partner with 404', async () => {
    const off = await insertSurvey(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      title: 'Off',
      active: false,
    });
    const error = await refusal(
      submitSurveyResponse(ctx.db, {
        surveyId: off.survey.id,
        routerId: world.mine.routers[0]!.id,
        viewerId: viewer(),
        answers: { [String(off.questions[0]!.id)]: 'x' },
      }),
    );
    expect(error.statusCode).toBe(404);
    const foreign = await refusal(submit({ [q(0)]: 'Ana' }, viewer(), world.theirs.routers[0]!.id));
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a second response of the same viewer with 409, keeping the first', async () => {
    const who = viewer();
    await submit({ [q(1)]: 'Fast' }, who);
    const error = await refusal(submit({ [q(1)]: 'Slow' }, who));
    expect(error.statusCode).toBe(409);
    expect(error.detail).toBe(SURVEY_TEXTS.alreadyAnswered);
    const rows = await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.viewerId, who));
    expect(rows).toHaveLength(1);
  });

  it('keeps one response of 8 concurrent submissions of one viewer; the 7 others are 409', async () => {
    const who = viewer();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => submit({ [q(1)]: 'Fast', [q(0)]: 'Same' }, who)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { statusCode: number }).statusCode)).toEqual(Array(7).fill(409));
    const rows = await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.viewerId, who));
    expect(rows).toHaveLength(1);
    expect(
      await ctx.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseId, rows[0]!.id)),
    ).toHaveLength(2);
  });

  it('refuses an empty or oversized viewer id', async () => {
    expect((await refusal(submit({ [q(0)]: 'x' }, ''))).statusCode).toBe(400);
    expect((await refusal(submit({ [q(0)]: 'x' }, 'v'.repeat(101)))).statusCode).toBe(400);
  });
});

describe('GET /v1/surveys/{id}/responses/', () => {
  it('counts each choice, each grid cell and the answers per question, and lists the latest texts', async () => {
    const { survey, questions } = await insertSurvey(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      title: 'Counted',
    });
    const [name, speed, use, grid] = questions.map((x) => String(x.id)) as [string, string, string, string];
    const router = await createRouter(ctx.db, world.mine.partner.id);
    const answers = [
      { [name]: 'Ana', [speed]: 'Fast', [use]: ['Video', 'Chat'], [grid]: { Speed: 'Good', Price: 'Bad' } },
      { [name]: 'Bo', [speed]: 'Fast', [use]: ['Chat'], [grid]: { Speed: 'Good' } },
      { [speed]: 'Slow' },
    ];
    for (const a of answers)
      await submitSurveyResponse(ctx.db, {
        surveyId: survey.id,
        routerId: router.id,
        viewerId: viewer(),
        answers: a,
      });
    const res = await call('GET', `/v1/surveys/${survey.id}/responses/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.responses_count).toBe(3);
    const byText = Object.fromEntries(
      body.questions.map((x: { text: string }) => [x.text.split(': ')[1], x]),
    );
    expect(byText['your name?']).toMatchObject({ answers_count: 2 });
    expect(byText['your name?'].text_answers.map((t: { value: string }) => t.value).sort()).toEqual([
      'Ana',
      'Bo',
    ]);
    expect(byText['how fast?'].options).toEqual([
      { label: 'Fast', count: 2 },
      { label: 'Slow', count: 1 },
    ]);
    expect(byText['what do you use?'].options).toEqual([
      { label: 'Video', count: 1 },
      { label: 'Chat', count: 2 },
      { label: 'Mail', count: 0 },
    ]);
    expect(byText['rate us'].grid).toEqual([
      {
        row: 'Speed',
        columns: [
          { label: 'Good', count: 2 },
          { label: 'Bad', count: 0 },
        ],
      },
      {
        row: 'Price',
        columns: [
          { label: 'Good', count: 0 },
          { label: 'Bad', count: 1 },
        ],
      },
    ]);
  });

  it("does not count another partner's answers (its own survey's only)", async () => {
    const mine = await insertSurvey(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      title: 'Mine only',
    });
    const theirs = await insertSurvey(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      title: 'theirs counted',
    });
    await submitSurveyResponse(ctx.db, {
      surveyId: theirs.survey.id,
      routerId: world.theirs.routers[0]!.id,
      viewerId: 'shared-viewer',
      answers: { [String(theirs.questions[1]!.id)]: 'Fast' },
    });
    const res = await call('GET', `/v1/surveys/${mine.survey.id}/responses/`);
    expect(res.json().responses_count).toBe(0);
    expect(res.json().questions[1].options).toEqual([
      { label: 'Fast', count: 0 },
      { label: 'Slow', count: 0 },
    ]);
  });
});

describe('portalSurveyOfRouter', () => {
  it("gives a box the newest enabled survey of its realm with its questions, never another partner's", async () => {
    const partner = await createPartner(ctx.db, { name: 'Portal Net' });
    const [realm] = await ctx.db
      .insert(realms)
      .values({ partnerId: partner.id, name: 'Portal Realm' })
      .returning();
    const box = await createRouter(ctx.db, partner.id, { realmId: realm!.id });
    expect(await portalSurveyOfRouter(ctx.db, box.id)).toBeNull();
    const older = await insertSurvey(ctx, { partnerId: partner.id, realmId: realm!.id, title: 'Older' });
    await insertSurvey(ctx, { partnerId: partner.id, realmId: realm!.id, title: 'Off', active: false });
    const newer = await insertSurvey(ctx, { partnerId: partner.id, realmId: realm!.id, title: 'Newer' });
    const shown = await portalSurveyOfRouter(ctx.db, box.id);
    expect(shown).toMatchObject({ id: newer.survey.id, title: 'Newer' });
    expect(shown!.questions.map((q) => q.answer_type)).toEqual([
      'short_answer',
      'multiple_choice',
      'checkboxes',
      'multiple_choice_grid',
    ]);
    expect(older.survey.id).not.toBe(newer.survey.id);
    // A box of another partner put in this realm by mistake sees nothing of it.
    const stranger = await createRouter(ctx.db, world.theirs.partner.id);
    await ctx.db.update(routers).set({ realmId: realm!.id }).where(eq(routers.id, stranger.id));
    expect(await portalSurveyOfRouter(ctx.db, stranger.id)).toBeNull();
  });
});
