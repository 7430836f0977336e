import { z } from 'zod/mini';

/**
 * The product's words for a failed check, Django REST style, wherever a schema does not set its own
 * (decision 014). zod's own texts ("Invalid input: expected string, received undefined") never reach a user.
 */
type Issue = z.core.$ZodRawIssue;

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  number: 'A valid number is required.',
  int: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  tuple: 'Expected a list of items.',
  object: 'Invalid data. Expected a dictionary.',
  record: 'Invalid data. Expected a dictionary.',
  date: 'Enter a valid date.',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address.',
  url: 'Enter a valid URL.',
  datetime: 'Enter a valid date and time.',
  date: 'Enter a valid date.',
  time: 'Enter a valid time.',
  uuid: 'Enter a valid UUID.',
};

const plural = (n: number | bigint, word: string) => `${n} ${word}${Number(n) === 1 ? '' : 's'}`;

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return 'This field is required.';
  if (issue.input === null) return 'This field may not be null.';
  return TYPE_MESSAGES[issue.expected] ?? 'Enter a valid value.';
}

function tooSmallMessage(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, minimum } = issue;
  if (origin === 'string')
    return Number(minimum) <= 1
      ? 'This field may not be blank.'
      : `Ensure this field has at least ${plural(minimum, 'character')}.`;
  if (origin === 'array' || origin === 'set')
    return Number(minimum) <= 1
      ? 'This list may not be empty.'
      : `Ensure this field has at least ${plural(minimum, 'element')}.`;
  return issue.inclusive === false
    ? `Ensure this value is greater than ${minimum}.`
    : `Ensure this value is greater than or equal to ${minimum}.`;
}

function tooBigMessage(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, maximum } = issue;
  if (origin === 'string') return `Ensure this field has no more than ${plural(maximum, 'character')}.`;
  if (origin === 'array' || origin === 'set')
    return `Ensure this field has no more than ${plural(maximum, 'element')}.`;
  return issue.inclusive === false
    ? `Ensure this value is less than ${maximum}.`
    : `Ensure this value is less than or equal to ${maximum}.`;
}

export function productMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_small':
      return tooSmallMessage(issue);
    case 'too_big':
      return tooBigMessage(issue);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Enter a valid value.';
    case 'invalid_value':
      return 'Select a valid choice.';
    case 'not_multiple_of':
      return `Ensure this value is a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return 'Unexpected field.';
    default:
      return 'Enter a valid value.';
  }
}

// One error map for the whole process, server and web alike; schema-level messages still win over it.
z.config({ customError: productMessage });
