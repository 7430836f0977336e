import { databaseFailure } from './database-errors';

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | undefined;
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  query?: string | undefined;
  cause?: LoggedError | undefined;
};

/** The stack's frames only: its first lines repeat the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

/**
 * The `err` serializer of every log line. A failed query is logged by its SQL text and the database's code,
 * never its parameters or the driver's message and detail, which quote the values (names, emails, codes).
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A non-error value was thrown.', stack: '' };
  const failure = databaseFailure(error);
  if (failure) {
    return {
      type: error.constructor.name,
      message: `Query failed with SQLSTATE ${failure.code}.`,
      ...failure,
      stack: framesOf(error.stack),
    };
  }
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof code === 'string' && { code }),
    ...(error.cause !== undefined && depth < 3 && { cause: serializeError(error.cause, depth + 1) }),
  };
}
