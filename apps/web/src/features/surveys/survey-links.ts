/** The survey pages' paths (part 1 §2 route table). */
export const SURVEYS_PATH = '/surveys';
export const SURVEY_ADD_PATH = '/survey';
export const surveyDetailsPath = (id: number): string => `/survey-details/${id}`;
export const surveyQuestionsPath = (id: number): string => `/survey-questions/${id}`;

/** A route's `:id`, or null when it is not a positive whole number. */
export const parseSurveyId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};
