import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from '@tus/server';
import type { DataStore } from '@tus/utils';
import { notFound } from '../../lib/http-errors';
import { currentUser } from '../../plugins/auth/caller';
import { findUpload, isOwnedBy } from './resumable-store';
import { creatingPartner } from './tus-server';

/**
 * Resumable uploads serve offline files (All Media), which the Kiosk plan lacks (decision 011): the Content
 * add-on's, like the files calls (decision 066).
 */
const contentArea = { plan: 'content', flag: 'has_entertainment_enabled' } as const;

/**
 * tus 1.0 at /v1/uploads/ (decision 025): POST creates an upload, HEAD tells its offset, PATCH appends,
 * DELETE discards. The auth hook has already checked the bearer token; an upload belongs to the caller's
 * partner, and another partner's id answers 404 like one that does not exist. The protocol is not JSON, so
 * these routes are left out of the OpenAPI description.
 */
export async function resumableUploadRoutes(
  app: FastifyInstance,
  { tus, datastore }: { tus: Server; datastore: DataStore },
): Promise<void> {
  // tus bodies are raw bytes: handed to the tus server unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const { partnerId } = currentUser(request);
    const id = (request.params as { id?: string }).id;
    if (id !== undefined) {
      const upload = await findUpload(datastore, id);
      if (!upload || !isOwnedBy(upload, partnerId)) throw notFound();
    }
    if (request.method === 'POST') creatingPartner.set(request.raw, partnerId);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  const config = { requires: contentArea };
  const schema = { hide: true };
  app.route({ method: 'POST', url: '/uploads/', config, schema, handler: handle });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/uploads/:id', config, schema, handler: handle });
}
