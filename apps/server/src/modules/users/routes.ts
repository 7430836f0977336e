import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZMeSchema } from '@ared/contract/users';
import { currentUser } from '../../plugins/auth';
import { loadMe, readProfileForm, updateMe } from './me-service';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get(
    '/auth/users/me/',
    {
      config: { auth: 'pre-otp' },
      schema: {
        tags,
        summary: 'The signed-in user with the partner',
        response: { 200: ZMeSchema, 401: ZDetailSchema, 403: ZDetailSchema },
      },
    },
    async (request) => loadMe(app.deps.database.db, currentUser(request)),
  );

  r.patch(
    '/auth/users/me/',
    {
      schema: {
        tags,
        summary:
          'Update the profile (multipart: first_name, last_name, email, phone, gender, date_of_birth, profile_pic)',
        consumes: ['multipart/form-data'],
        response: {
          200: ZMeSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
          413: ZDetailSchema,
          415: ZDetailSchema,
        },
      },
    },
    async (request) =>
      updateMe(
        { db: app.deps.database.db, uploadsDir: app.deps.config.uploadsDir },
        currentUser(request),
        await readProfileForm(request),
      ),
  );
}
