import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  SIGN_UP_TEXTS,
  ZSignUpApplicationSchema,
  ZSignUpOptionsSchema,
  ZSignUpRequestSchema,
  ZSignUpReviewRequestSchema,
} from '@ared/contract/sign-ups';
import { hitRateLimit } from '../../lib/rate-limit';
import { SIGN_UP_RULES, applyForSignUp } from './apply';
import { signUpPartners } from './options';
import { approveApplication, declineApplication, readApplication } from './review';

const tags = ['sign-ups'];
/** Public: anyone may ask (no session), so every call here is limited by address. */
const config = { auth: 'public' } as const;
const reviewErrors = {
  400: ZBadRequestSchema,
  404: ZDetailSchema,
  409: ZDetailSchema,
  410: ZDetailSchema,
  429: ZDetailSchema,
};

export async function signUpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.deps;
  // A review token is 32 random bytes; the limit keeps guessing at it from being free all the same.
  const limitReview = (request: FastifyRequest) =>
    hitRateLimit(app.deps.database.db, SIGN_UP_RULES.reviewPerAddress, request.ip);

  r.get(
    '/sign-up/options/',
    {
      config,
      schema: {
        tags,
        summary: 'The partners that take sign-ups and their SME subscription plans (ids and names)',
        response: { 200: ZSignUpOptionsSchema },
      },
    },
    async () => ({
      is_open: app.deps.config.platformAdminEmails.length > 0,
      partners: await signUpPartners(app.deps.database.db),
    }),
  );

  r.post(
    '/sign-up/',
    {
      config,
      schema: {
        tags,
        summary: 'Apply to become an SME of a partner (same answer whether or not the email has an account)',
        description:
          'Mails the applicant and each platform administrator (PLATFORM_ADMIN_EMAILS) a review link.',
        body: ZSignUpRequestSchema,
        response: { 202: ZDetailSchema, 400: ZBadRequestSchema, 409: ZDetailSchema, 429: ZDetailSchema },
      },
    },
    async (request, reply) => {
      await applyForSignUp(deps(), request.body, request.ip);
      return reply.code(202).send({ detail: SIGN_UP_TEXTS.received });
    },
  );

  r.post(
    '/sign-up/review/',
    {
      config,
      schema: {
        tags,
        summary: 'The application a review link names (reads only; the token is sent in the body)',
        body: ZSignUpReviewRequestSchema,
        response: { 200: ZSignUpApplicationSchema, ...reviewErrors },
      },
    },
    async (request) => {
      await limitReview(request);
      return readApplication(deps(), request.body.token);
    },
  );

  r.post(
    '/sign-up/review/approve/',
    {
      config,
      schema: {
        tags,
        summary:
          'Approve: creates the SME under the chosen partner and its admin; mails the applicant and partner',
        body: ZSignUpReviewRequestSchema,
        response: { 200: ZDetailSchema, ...reviewErrors },
      },
    },
    async (request) => {
      await limitReview(request);
      await approveApplication(deps(), request.body.token);
      return {
        detail: 'Application approved: the SME is registered with its partner, and the applicant was mailed.',
      };
    },
  );

  r.post(
    '/sign-up/review/decline/',
    {
      config,
      schema: {
        tags,
        summary: 'Decline: no account is created; the applicant is mailed',
        body: ZSignUpReviewRequestSchema,
        response: { 200: ZDetailSchema, ...reviewErrors },
      },
    },
    async (request) => {
      await limitReview(request);
      await declineApplication(deps(), request.body.token);
      return { detail: 'Application declined. The applicant was told.' };
    },
  );
}
