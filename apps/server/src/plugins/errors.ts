import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseFailure, isClientDataFailure, isDatabaseUnavailable } from '../lib/database-errors';
import { HttpError } from '../lib/http-errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Zod issues become Django-REST-style field errors: `{"field": ["message"]}`. */
function toFieldErrors(issues: Issue[]): Record<string, string[]> | null {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    if (path.length === 0) return null;
    const key = path.map(String).join('.');
    // Two checks of one field may fail with the same words (a phone too long and not a phone): said once.
    const messages = (fields[key] ??= []);
    const message = issue.message ?? 'Invalid value.';
    if (!messages.includes(message)) messages.push(message);
  }
  return fields;
}

const KNOWN_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON in request body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty; JSON was expected.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported media type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Request body size did not match Content-Length.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [406, 'The request is not multipart.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The uploaded file is too large.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload.'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the upload.'],
};

/**
 * Errors the router meets before any route runs: a path that is not valid UTF-8 or a parameter longer than
 * the router allows names nothing, like an id that is not there (decision 014). Fastify's own answer would
 * echo the URL in its format, not ours.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(404).send({ detail: 'Not found.' });
  return reply.code(400).send({ detail: 'Bad request.' });
}

/** Said to a caller while the database is away; it comes back within seconds (a failover, decision 082). */
export const UNAVAILABLE_DETAIL = 'The service is briefly unavailable. Try again in a moment.';
const UNAVAILABLE_RETRY_SECONDS = '5';
/** While the database is away every request fails the same way: one log line per this long, with a count. */
const UNAVAILABLE_LOG_EVERY_MS = 10_000;

/**
 * No response ever carries a stack trace; anything not a client error is a logged 500 with a plain detail,
 * except a database that is away: a 503 with Retry-After, which clients and HAProxy know to try again.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  let unavailable = { loggedAt: -Infinity, unlogged: 0 };
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Error bodies are written as they are: a route's response schema must never turn a 4xx into a 500.
    reply.serializer((payload: unknown) => JSON.stringify(payload));
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(error.fieldErrors ?? { detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Path parameters are ids: one that cannot be an id names no row, like an id that is not there.
      if (error.validationContext === 'params') return reply.code(404).send({ detail: 'Not found.' });
      const fields = toFieldErrors(error.validation as Issue[]);
      const where =
        error.validationContext === 'body' ? 'request body' : (error.validationContext ?? 'request');
      return reply.code(400).send(fields ?? { detail: `Invalid ${where}.` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ detail: 'Internal server error.' });
    }
    const known = error.code ? KNOWN_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ detail: known[1] });
    if (error.validation) return reply.code(400).send({ detail: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send({ detail: 'Too many requests. Try again later.' });
      return reply.code(status).send({ detail: error.message });
    }
    const failure = databaseFailure(error);
    if (failure && isClientDataFailure(failure)) {
      // The routes refuse such values with field errors first; reaching here means a check is missing.
      request.log.warn({ err: error }, 'the database refused a value the request carried');
      return reply.code(400).send({ detail: 'A value in the request cannot be stored.' });
    }
    if (isDatabaseUnavailable(error)) {
      const now = performance.now();
      if (now - unavailable.loggedAt >= UNAVAILABLE_LOG_EVERY_MS) {
        request.log.warn(
          { err: error, alsoFailedSinceLastLine: unavailable.unlogged },
          'the database is unavailable: answered 503',
        );
        unavailable = { loggedAt: now, unlogged: 0 };
      } else unavailable.unlogged += 1;
      return reply
        .code(503)
        .header('retry-after', UNAVAILABLE_RETRY_SECONDS)
        .send({ detail: UNAVAILABLE_DETAIL });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });
}
