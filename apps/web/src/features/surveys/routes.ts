import type { RouteEntry } from '../../lib/route-entry';

// Surveys are guest-facing content of a realm, like adverts (decision 031): the Kiosk plan lacks them;
// they are the Survey add-on's, replaced by the add-on-off page while it is off (decision 066).
export const surveysRoutes: readonly RouteEntry[] = [
  {
    path: '/surveys',
    title: 'Surveys',
    access: 'protected',
    tab: 'Feedback',
    area: 'content',
    addOn: 'has_survey_addon_enabled',
    load: () => import('./pages/surveys-page').then((m) => ({ Component: m.SurveysPage })),
  },
  {
    path: '/survey',
    title: 'Survey',
    heading: 'Add Survey',
    access: 'protected',
    tab: 'Feedback',
    area: 'content',
    addOn: 'has_survey_addon_enabled',
    load: () => import('./pages/survey-add-page').then((m) => ({ Component: m.SurveyAddPage })),
  },
  {
    path: '/survey-details/:id',
    title: 'Survey Details',
    access: 'protected',
    tab: 'Feedback',
    area: 'content',
    addOn: 'has_survey_addon_enabled',
    load: () => import('./pages/survey-details-page').then((m) => ({ Component: m.SurveyDetailsPage })),
  },
  {
    path: '/survey-questions/:id',
    title: 'Survey Questions',
    access: 'protected',
    tab: 'Feedback',
    area: 'content',
    addOn: 'has_survey_addon_enabled',
    load: () => import('./pages/survey-questions-page').then((m) => ({ Component: m.SurveyQuestionsPage })),
  },
];
