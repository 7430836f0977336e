import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TicketDeps } from './service';

/** The database, the mailer and the thread's addresses a ticket route passes to the service. */
export const ticketDeps = (app: FastifyInstance, request: FastifyRequest): TicketDeps => ({
  db: app.deps.database.db,
  mailer: app.deps.mailer,
  mail: {
    mailFrom: app.deps.config.mailFrom,
    supportEmail: app.deps.config.supportEmail,
    publicUrl: app.deps.config.publicUrl,
  },
  log: request.log,
});
