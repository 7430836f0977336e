import { HttpError } from '../../lib/http-errors';
import { recordRating } from '../ratings';
import { submitSurveyResponse } from '../surveys';
import type { FormBody } from './form';
import type { PortalSurvey } from './portal-data';

/**
 * The survey's answers from the portal's form, keyed by question id as the surveys module takes them: text
 * and single choices as text, checkboxes as a list, the grid as { row: column } (its radios are named
 * q{id}.{row index}, so a row's text never has to survive a form field name).
 */
export function answersOf(survey: PortalSurvey, form: FormBody): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  for (const question of survey.questions) {
    const name = `q${question.id}`;
    if (question.answer_type === 'checkboxes') {
      const value = form[name];
      answers[question.id] = value === undefined ? [] : Array.isArray(value) ? value : [value];
    } else if (question.answer_type === 'multiple_choice_grid') {
      const grid: Record<string, string> = {};
      question.rows.forEach((row, r) => {
        const column = first(form[`${name}.${r}`]);
        if (column) grid[row] = column;
      });
      answers[question.id] = grid;
    } else answers[question.id] = first(form[name]) ?? '';
  }
  return answers;
}

export type FeedbackOutcome =
  { ok: true } | { ok: false; status: number; reason: 'invalid' | 'answered' | 'gone' };

/** Stores a guest's survey answers; a refusal says why in a word the page turns into the guest's language. */
export async function storeSurveyAnswers(
  db: Parameters<typeof submitSurveyResponse>[0],
  who: { routerId: number; viewerId: string },
  survey: PortalSurvey,
  form: FormBody,
): Promise<FeedbackOutcome> {
  try {
    await submitSurveyResponse(db, { surveyId: survey.id, ...who, answers: answersOf(survey, form) });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 409) return { ok: false, status: 409, reason: 'answered' };
    if (error.statusCode === 404) return { ok: false, status: 404, reason: 'gone' };
    return { ok: false, status: 400, reason: 'invalid' };
  }
}

/** Stores a guest's 1–5 stars and comment; false when they are not acceptable. */
export async function storeRating(
  db: Parameters<typeof recordRating>[0],
  who: { partnerId: number; routerId: number; viewerId: string },
  form: FormBody,
): Promise<boolean> {
  const stars = typeof form.rating === 'string' && /^[1-5]$/.test(form.rating) ? Number(form.rating) : NaN;
  const comment = typeof form.comment === 'string' ? form.comment : '';
  try {
    await recordRating(db, { ...who, rating: stars, comment });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return false;
    throw error;
  }
}
