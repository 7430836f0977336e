import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors';
import { textFieldErrors } from '../lib/text-fields';

/** Answers 400 with field errors before validation, on every route, so no such string reaches a query. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors = textFieldErrors(request.query) ?? textFieldErrors(request.body);
    if (errors) throw new HttpError(400, 'Invalid text.', errors);
  });
}
