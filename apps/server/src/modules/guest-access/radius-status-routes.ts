import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import { ZRouterRadiusStatusSchema, ZRouterRadiusUpdateRequestSchema } from '@ared/contract/router-radius';
import { ownPartnerId } from '../../plugins/auth/caller';
import type { NasDirectory } from './nas';
import { radiusStatusOf, setMessageAuthenticatorPolicy } from './radius-status';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Router Management is not in the Kiosk plan (decision 011). */
const routerArea = { plan: 'routers' } as const;

/**
 * A box's RADIUS status on Router details (issue 27 §6): both roles read it; only a partner admin sets the
 * Message-Authenticator policy, as only an admin issues the box's RADIUS secret.
 */
export async function radiusStatusRoutes(
  app: FastifyInstance,
  { nas }: { nas: NasDirectory },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['routers'];

  r.get(
    '/routers/:id/radius/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary:
          "The box's RADIUS status: its Message-Authenticator policy and the last problem of its packets",
        params: ZIdParamsSchema,
        response: { 200: ZRouterRadiusStatusSchema, ...errors },
      },
    },
    async (request) => radiusStatusOf(db(), ownPartnerId(request), request.params.id),
  );

  r.patch(
    '/routers/:id/radius/',
    {
      config: {
        requires: { ...routerArea, role: 'partner_admin', action: 'change RADIUS settings' },
      },
      schema: {
        tags,
        summary:
          "Require Message-Authenticator from the box always ('yes') or once it has sent one ('auto', the default)",
        params: ZIdParamsSchema,
        body: ZRouterRadiusUpdateRequestSchema,
        response: { 200: ZRouterRadiusStatusSchema, ...errors },
      },
    },
    async (request) =>
      setMessageAuthenticatorPolicy(
        db(),
        nas,
        ownPartnerId(request),
        request.params.id,
        request.body.require_message_authenticator,
      ),
  );
}
