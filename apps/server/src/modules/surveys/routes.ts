import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZSurveyCreateRequestSchema,
  ZSurveyCreatedSchema,
  ZSurveyListQuerySchema,
  ZSurveyPageSchema,
  ZSurveyQuestionListQuerySchema,
  ZSurveyQuestionListSchema,
  ZSurveyQuestionPageSchema,
  ZSurveyQuestionsSaveQuerySchema,
  ZSurveyQuestionsSaveRequestSchema,
  ZSurveyResponsesSchema,
  ZSurveySchema,
} from '@ared/contract/surveys';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { questionListSource, saveQuestions } from './questions';
import { surveyResponsesSummary } from './responses-summary';
import { createSurvey, getSurvey, surveyListSource } from './surveys';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/**
 * Surveys are guest-facing content of a realm, like adverts: the 'content' area the Kiosk plan lacks; both
 * roles run them (decision 011). They are the Survey add-on's: off, every survey call answers 403 naming it
 * and the surveys and answers stay stored for when it is on again (decision 066, replacing 031's rule that
 * the flag only decided whether guests are asked).
 */
const content = { plan: 'content', flag: 'has_survey_addon_enabled' } as const;

export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['surveys'];

  r.get(
    '/surveys/',
    {
      config: { requires: content },
      schema: {
        tags,
        summary: "The partner's surveys, newest first, with their realm and number of questions",
        querystring: ZSurveyListQuerySchema,
        response: { 200: ZSurveyPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = surveyListSource(db(), ownPartnerId(request, q.partner), { realm: q.realm });
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.post(
    '/surveys/',
    {
      config: { requires: content },
      schema: {
        tags,
        summary: "Add a survey to one of the partner's realms (title, realm, enabled)",
        body: ZSurveyCreateRequestSchema,
        response: { 201: ZSurveyCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSurvey(db(), ownPartnerId(request), request.body)),
  );
  r.get(
    '/surveys/:id/',
    {
      config: { requires: content },
      schema: {
        tags,
        summary: 'One survey',
        params: ZIdParamsSchema,
        response: { 200: ZSurveySchema, ...errors },
      },
    },
    async (request) => getSurvey(db(), ownPartnerId(request), request.params.id),
  );
  r.get(
    '/surveys/:id/responses/',
    {
      config: { requires: content },
      schema: {
        tags,
        summary:
          "The guests' answers to a survey per question: counts per choice (per row and column for the grid) and the latest text answers",
        params: ZIdParamsSchema,
        response: { 200: ZSurveyResponsesSchema, ...errors },
      },
    },
    async (request) => surveyResponsesSummary(db(), ownPartnerId(request), request.params.id),
  );
  r.get(
    '/survey-questions/',
    {
      config: { requires: content },
      schema: {
        tags,
        summary: "A survey's questions in their order (?survey=); without it, all the partner's",
        querystring: ZSurveyQuestionListQuerySchema,
        response: { 200: ZSurveyQuestionPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = await questionListSource(db(), ownPartnerId(request), q.survey);
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.put(
    '/survey-questions/',
    {
      config: { requires: content },
      schema: {
        tags,
        summary:
          "Save a survey's questions (?survey=): the whole ordered list replaces the old one at once; a question sent with its id keeps its answers",
        querystring: ZSurveyQuestionsSaveQuerySchema,
        body: ZSurveyQuestionsSaveRequestSchema,
        response: { 200: ZSurveyQuestionListSchema, ...errors },
      },
    },
    async (request) => ({
      results: await saveQuestions(db(), ownPartnerId(request), request.query.survey, request.body),
    }),
  );
}
