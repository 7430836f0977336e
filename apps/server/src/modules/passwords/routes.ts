import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZChangePasswordRequestSchema,
  ZResetPasswordConfirmRequestSchema,
  ZResetPasswordRequestSchema,
} from '@ared/contract/auth';
import { ZDetailSchema, ZBadRequestSchema, ZNoContentSchema } from '@ared/contract/common';
import { signedInUser } from '../../plugins/auth/caller';
import { PASSWORD_CHANGED, changePassword, confirmPasswordReset, requestPasswordReset } from './service';

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const mailDeps = () => ({ db: db(), mailer: app.deps.mailer, publicUrl: app.deps.config.publicUrl });
  const tags = ['passwords'];
  const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 429: ZDetailSchema };

  // Reachable before the one-time password: a user with a default password changes it first.
  r.post(
    '/users/update-password/',
    {
      config: { auth: 'pre-otp' },
      schema: {
        tags,
        summary: 'Change the password (first sign-in)',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await changePassword(mailDeps(), {
        userId: user.id,
        familyId: user.familyId,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      return { detail: PASSWORD_CHANGED };
    },
  );

  r.post(
    '/auth/users/set_password/',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Change the password (profile page)',
        body: ZChangePasswordRequestSchema,
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await changePassword(mailDeps(), {
        userId: user.id,
        familyId: user.familyId,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/auth/users/reset_password/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Mail a password-reset link (same answer whether or not the account exists)',
        body: ZResetPasswordRequestSchema,
        response: { 204: ZNoContentSchema, 400: ZBadRequestSchema, 429: ZDetailSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        {
          db: db(),
          mailer: app.deps.mailer,
          secret: app.deps.config.jwtSecret,
          publicUrl: app.deps.config.publicUrl,
        },
        { email: request.body.email, address: request.ip },
      );
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/auth/users/reset_password_confirm/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        body: ZResetPasswordConfirmRequestSchema,
        response: { 204: ZNoContentSchema, 400: ZBadRequestSchema },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(
        { ...mailDeps(), secret: app.deps.config.jwtSecret },
        { uid: request.body.uid, token: request.body.token, newPassword: request.body.new_password },
      );
      return reply.code(204).send(null);
    },
  );
}
