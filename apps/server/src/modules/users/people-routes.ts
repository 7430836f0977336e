import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  PLAN_NOT_INCLUDED,
  isDashboardRole,
  planIncludes,
  type TPartnerUserType,
} from '@ared/contract/plans';
import { ZUserCreateRequestSchema, ZUserDetailsSchema, ZUserUpdateRequestSchema } from '@ared/contract/users';
import { forbidden, badRequest } from '../../lib/http-errors';
import { callerPartner, currentUser, ownPartnerId } from '../../plugins/auth/caller';
import { issuePasswordLink, requestPasswordReset } from '../passwords';
import { emailChangedMail, invitationMail } from './mail';
import { AREA_OF_USER_TYPE, PERSON_NOT_FOUND, createPerson, personDetails, updatePerson } from './people';
import { acceptUrlEncodedForms, personFormAsBody } from './people-form';
import { findPartnerPerson } from './people-queries';
import { findPartner } from './queries';
import { notFound } from '../../lib/http-errors';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
const INVITATION_DAYS = 7;
export const INACTIVE_RESET = 'Activate this user before sending a password reset.';
export const resetSent = (email: string) => `A password reset link was sent to ${email}.`;

/** User Management is open to every plan; its changes are a partner admin's (decision 011). */
const adminOnly = (action: string) => ({ role: 'partner_admin', action }) as const;

/**
 * The partner's people (issue 13 §1, decision 033): User SignUp registers them, the view page edits,
 * suspends and activates them, the micro franchisee profile resets their password.
 */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const links = () => ({
    db: db(),
    secret: app.deps.config.jwtSecret,
    publicUrl: app.deps.config.publicUrl,
  });
  const tags = ['users'];
  acceptUrlEncodedForms(app);

  /** A plan without micro franchisees or officers registers none (the SME plan). */
  const assertPlanHasType = async (request: FastifyRequest, type: TPartnerUserType | undefined) => {
    const area = type && AREA_OF_USER_TYPE[type];
    if (area && !planIncludes((await callerPartner(app, request)).plan, area))
      throw forbidden(PLAN_NOT_INCLUDED);
  };

  r.post(
    '/auth/users/',
    {
      config: { requires: adminOnly('register users') },
      preValidation: personFormAsBody,
      schema: {
        tags,
        summary:
          "Register one of the partner's people (form data, JSON or url-encoded); a dashboard user is mailed an invitation to set a password",
        consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
        body: ZUserCreateRequestSchema,
        response: { 201: ZUserDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request, request.body.partner);
      await assertPlanHasType(request, request.body.user_type);
      const person = await createPerson(db(), partnerId, request.body);
      if (isDashboardRole(person.role)) {
        const link = await issuePasswordLink(links(), person.id, INVITATION_DAYS * 86_400_000);
        const partner = await findPartner(db(), partnerId);
        await app.deps.mailer.send(
          invitationMail({
            to: person.email,
            firstName: person.firstName,
            partnerName: partner?.name ?? 'Your partner',
            link,
            validDays: INVITATION_DAYS,
          }),
        );
      }
      return reply.code(201).send(await personDetails(db(), partnerId, person.id));
    },
  );

  r.get(
    '/auth/users/:id/details/',
    {
      schema: {
        tags,
        summary: "One of the partner's people, with the kiosk a micro franchisee runs",
        params: ZIdParamsSchema,
        response: { 200: ZUserDetailsSchema, ...errors },
      },
    },
    async (request) => personDetails(db(), ownPartnerId(request), request.params.id),
  );

  r.patch(
    '/auth/users/:id/details/',
    {
      config: { requires: adminOnly('edit, suspend or activate users') },
      schema: {
        tags,
        summary:
          'Change a person (only the fields sent), or suspend ({is_active: false, status: suspended}) or activate them',
        description:
          'Suspending ends every session of the person at once. A partner admin cannot suspend themselves, and the last active partner admin cannot be suspended or given another type.',
        params: ZIdParamsSchema,
        body: ZUserUpdateRequestSchema,
        response: { 200: ZUserDetailsSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request);
      await assertPlanHasType(request, request.body.user_type);
      const { before, after } = await updatePerson(
        db(),
        { callerId: currentUser(request).id, partnerId },
        request.params.id,
        request.body,
      );
      // The owner of the old address hears of the change there (as on the profile page).
      if (after.email !== before.email)
        await app.deps.mailer.send(
          emailChangedMail({ to: before.email, firstName: before.firstName, newEmail: after.email }),
        );
      return personDetails(db(), partnerId, after.id);
    },
  );

  r.post(
    '/auth/users/:id/reset-password/',
    {
      config: { requires: adminOnly('reset passwords') },
      schema: {
        tags,
        summary: 'Mail the person a link to set a new password (the password-reset flow and its rate limits)',
        params: ZIdParamsSchema,
        response: { 200: ZDetailSchema, ...errors, 429: ZDetailSchema },
      },
    },
    async (request) => {
      const person = await findPartnerPerson(db(), ownPartnerId(request), request.params.id);
      if (!person) throw notFound(PERSON_NOT_FOUND);
      if (!person.isActive) throw badRequest(INACTIVE_RESET);
      await requestPasswordReset(
        { ...links(), mailer: app.deps.mailer },
        { email: person.email, address: request.ip },
      );
      return { detail: resetSent(person.email) };
    },
  );
}
