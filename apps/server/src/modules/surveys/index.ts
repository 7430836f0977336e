// What other modules may use of the surveys module (decision 015).
export { portalSurveyOfRouter, type PortalSurvey } from './portal-survey';
export { submitSurveyResponse } from './responses';
