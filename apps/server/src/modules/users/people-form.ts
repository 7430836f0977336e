import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readUploadForm } from '../../lib/upload-form';
import { refuseOtherPartners } from '../../plugins/auth/tenant';

/**
 * POST auth/users/ comes "as form data" (part 1 §7): a multipart form's text fields become the body the
 * route's schema validates, as a JSON body would. A file part answers 400. The tenant rule already ran on
 * the (then empty) body, so it runs again on the form's `partner`.
 */
export async function personFormAsBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  request.body = await readUploadForm(
    request,
    { maxFileBytes: 0, maxFiles: 1 },
    { fields: async (fields) => fields, file: async () => undefined, fileFields: [] },
  );
  refuseOtherPartners(request);
}

/** application/x-www-form-urlencoded, for the routes of this scope only (an HTML form posts it). */
export function acceptUrlEncodedForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
