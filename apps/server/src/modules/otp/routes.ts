import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOtpVerifyRequestSchema, ZOtpVerifyResponseSchema } from '@ared/contract/auth';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { signedInUser } from '../../plugins/auth/caller';
import { sendOtp, verifyOtp } from './service';

export async function otpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({
    db: app.deps.database.db,
    mailer: app.deps.mailer,
    tokens: app.deps.tokens,
    secret: app.deps.config.jwtSecret,
  });
  const tags = ['auth'];

  r.post(
    '/2fa/',
    {
      config: { auth: 'pre-otp' },
      schema: {
        tags,
        summary: 'Mail a 6-digit one-time password to the signed-in user',
        response: { 200: ZDetailSchema, 401: ZDetailSchema, 429: ZDetailSchema },
      },
    },
    async (request) => sendOtp(ctx(), { userId: signedInUser(request).id, address: request.ip }),
  );

  r.post(
    '/2fa/verify/',
    {
      config: { auth: 'pre-otp' },
      schema: {
        tags,
        summary: 'Verify the one-time password; returns tokens that carry the second factor',
        body: ZOtpVerifyRequestSchema,
        response: {
          200: ZOtpVerifyResponseSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          429: ZDetailSchema,
        },
      },
    },
    async (request) => verifyOtp(ctx(), { userId: signedInUser(request).id, token: request.body.token }),
  );
}
