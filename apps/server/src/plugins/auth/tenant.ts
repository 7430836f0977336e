import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { currentUser } from './caller';

/**
 * Query and body fields that name a partner (`sme__partner` is the spec's filter for SME realms;
 * `realm__partner` and `realm__sme__partner` the media, category and menu lists').
 */
const PARTNER_FIELDS = [
  'partner',
  'partner_id',
  'sme__partner',
  'realm__partner',
  'realm__sme__partner',
] as const;
/** Path parameters that name a partner (`/yocto/partner/{partnerId}/…`). */
const PARTNER_PARAMS = ['partnerId'] as const;

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Whether a raw value (string from a query or path, number from JSON, or a list of them) is another id. */
function namesAnother(value: unknown, own: number): boolean {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.some((v) => {
    const id = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id !== own;
  });
}

/**
 * The tenant rule for every dashboard call: a request that names another partner answers 404 before it is
 * validated or handled, whatever the route does with the value (decision 003). Values that are no id are
 * left to the route's validation.
 */
export function refuseOtherPartners(request: FastifyRequest): void {
  // A platform support agent signing in (decision 072) has no partner, and the sign-in calls it reaches
  // read its own rows only; a route that needs a partner refuses it through `currentUser`.
  if (request.user?.partnerId === null) return;
  const own = currentUser(request).partnerId;
  const query = asRecord(request.query);
  const body = asRecord(request.body);
  const params = asRecord(request.params);
  const named = [
    ...PARTNER_FIELDS.flatMap((field) => [query[field], body[field]]),
    ...PARTNER_PARAMS.map((param) => params[param]),
  ];
  if (named.some((value) => value !== undefined && value !== null && namesAnother(value, own)))
    throw notFound();
}
