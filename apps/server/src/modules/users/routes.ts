import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZMeSchema, ZUserListPageSchema, ZUserListQuerySchema } from '@ared/contract/users';
import { pagedList } from '../../lib/list/paged-list';
import { currentUser, ownPartnerId, signedInUser } from '../../plugins/auth/caller';
import { userListSource } from './list';
import { loadMe, readProfileForm, updateMe } from './me-service';
import { peopleRoutes } from './people-routes';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  // Its own scope: the url-encoded form parser it adds reaches no other route.
  await app.register(peopleRoutes);

  r.get(
    '/auth/users/',
    {
      schema: {
        tags,
        summary:
          "The partner's people (the five user types; SME accounts only with sme=); filters role, user_type, is_active, search (paginated)",
        querystring: ZUserListQuerySchema,
        response: {
          200: ZUserListPageSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
          404: ZDetailSchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const db = app.deps.database.db;
      const source = userListSource(
        app.deps.database,
        ownPartnerId(request, q.partner),
        { smeId: q.sme, role: q.role, userType: q.user_type, isActive: q.is_active, search: q.search },
        q.ordering,
      );
      return pagedList(request, db, { page: q.page, pageSize: q.page_size }, source);
    },
  );

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
    async (request) => loadMe(app.deps.database.db, signedInUser(request), app.deps.config.billing.timeZone),
  );

  r.patch(
    '/auth/users/me/',
    {
      schema: {
        tags,
        summary:
          'Update the profile (multipart: first_name, last_name, email, phone, gender, date_of_birth, profile_pic; current_password when the email changes)',
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
        {
          db: app.deps.database.db,
          files: app.deps.files,
          mailer: app.deps.mailer,
          timeZone: app.deps.config.billing.timeZone,
        },
        currentUser(request),
        await readProfileForm(request),
      ),
  );
}
