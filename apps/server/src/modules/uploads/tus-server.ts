import type { IncomingMessage } from 'node:http';
import { Server } from '@tus/server';
import type { DataStore } from '@tus/utils';
import { urlToken } from '../../lib/secrets';
import { PARTNER_METADATA_KEY } from './resumable-store';

/**
 * The signed-in caller's partner of a creation request, handed by the route to the creation hook: keyed by
 * the request itself, so nothing a client sends (a header, the metadata) can name it.
 */
export const creatingPartner = new WeakMap<IncomingMessage, number>();

type NodeBacked = { runtime?: { node?: { req?: IncomingMessage } } };

/**
 * The tus 1.0 server (creation, termination, expiration extensions) behind /v1/uploads/. Authentication
 * and ownership are checked by the Fastify route before a request gets here.
 */
export function createTusServer(datastore: DataStore, maxSize: number): Server {
  return new Server({
    path: '/v1/uploads',
    datastore,
    maxSize,
    relativeLocation: true,
    // Random, unguessable ids: knowing one is not enough (the partner is checked too), but it helps.
    namingFunction: () => urlToken(18),
    onUploadCreate: async (request, upload) => {
      const raw = (request as NodeBacked).runtime?.node?.req;
      const partner = raw ? creatingPartner.get(raw) : undefined;
      if (partner === undefined)
        throw { status_code: 401, body: 'Authentication credentials were not provided.\n' };
      return { metadata: { ...upload.metadata, [PARTNER_METADATA_KEY]: String(partner) } };
    },
  });
}
