/** Every survey query hangs off this root: adding a survey or saving questions refreshes what shows them. */
export const SURVEYS_KEY = ['surveys'] as const;

export const surveyKeys = {
  all: SURVEYS_KEY,
  list: (params: object) => [...SURVEYS_KEY, 'list', params] as const,
  detail: (id: number) => [...SURVEYS_KEY, 'detail', id] as const,
  questions: (id: number) => [...SURVEYS_KEY, 'questions', id] as const,
  responses: (id: number) => [...SURVEYS_KEY, 'responses', id] as const,
};
