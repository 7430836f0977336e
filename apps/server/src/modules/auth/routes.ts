import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZJwtCreateRequestSchema,
  ZJwtRefreshRequestSchema,
  ZJwtRefreshResponseSchema,
  ZLogoutRequestSchema,
  ZTokenPairSchema,
} from '@ared/contract/auth';
import { ZDetailSchema, ZBadRequestSchema, ZNoContentSchema } from '@ared/contract/common';
import { refreshSession, signIn, signOut } from './service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ db: app.deps.database.db, tokens: app.deps.tokens });
  const tags = ['auth'];

  r.post(
    '/auth/jwt/create/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email (sent as `phone`) and password; tokens for the one-time-password step',
        body: ZJwtCreateRequestSchema,
        response: {
          200: ZTokenPairSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
          429: ZDetailSchema,
        },
      },
    },
    async (request) =>
      signIn(ctx(), { email: request.body.phone, password: request.body.password, address: request.ip }),
  );

  r.post(
    '/auth/jwt/refresh/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Rotate the refresh token: returns a new access and refresh token',
        body: ZJwtRefreshRequestSchema,
        response: { 200: ZJwtRefreshResponseSchema, 400: ZBadRequestSchema, 401: ZDetailSchema },
      },
    },
    async (request) => refreshSession(ctx(), request.body.refresh),
  );

  r.post(
    '/auth/jwt/logout/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Revoke the session of this refresh token',
        body: ZLogoutRequestSchema,
        response: { 204: ZNoContentSchema, 400: ZBadRequestSchema, 401: ZDetailSchema },
      },
    },
    async (request, reply) => {
      await signOut(ctx(), request.body.refresh);
      return reply.code(204).send(null);
    },
  );
}
