import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PARTNER_FEATURE_FLAGS, type TPartnerFeatureFlag, type TPartnerPlan } from '@ared/contract/plans';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../types';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';

/** The signed-in user of a route that runs behind a dashboard strategy. */
export function currentUser(request: FastifyRequest): AuthUser & { partnerId: number } {
  if (!request.user || request.user.partnerId === null) throw new HttpError(401, NOT_AUTHENTICATED);
  return request.user as AuthUser & { partnerId: number };
}

/** The signed-in user of a sign-in call, whatever the role: a platform support agent has no partner. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, NOT_AUTHENTICATED);
  return request.user;
}

/**
 * The caller's partner: the one place a route gets it from. A partner id the request names (`partner=`,
 * a body `partner` or a path parameter) that is not the caller's answers 404, as if it did not exist, and
 * nothing is touched (decision 003). The auth hook already refuses such ids in queries and bodies.
 */
export function ownPartnerId(request: FastifyRequest, named?: number | undefined): number {
  const { partnerId } = currentUser(request);
  if (named !== undefined && named !== partnerId) throw notFound();
  return partnerId;
}

export type CallerPartner = {
  id: number;
  plan: TPartnerPlan;
  flags: Record<TPartnerFeatureFlag, boolean>;
};

// Read at most once per request; the entry goes with the request object.
const partnerOfRequest = new WeakMap<FastifyRequest, Promise<CallerPartner>>();

/** The partner the session read came with (plan and add-ons as of at most a few seconds ago). */
export function rememberPartner(request: FastifyRequest, partner: CallerPartner): void {
  partnerOfRequest.set(request, Promise.resolve(partner));
}

/** The caller's partner row (plan and feature flags): the session's, or read from the database once. */
export function callerPartner(app: FastifyInstance, request: FastifyRequest): Promise<CallerPartner> {
  let pending = partnerOfRequest.get(request);
  if (!pending) {
    pending = loadPartnerAccess(app.deps.database, ownPartnerId(request));
    partnerOfRequest.set(request, pending);
  }
  return pending;
}

// The flags' names are their columns' names. A prepared statement: this runs on most dashboard requests.
const PARTNER_SQL = `select plan, ${PARTNER_FEATURE_FLAGS.join(', ')} from partners where id = $1`;
type PartnerRow = { plan: TPartnerPlan } & Record<TPartnerFeatureFlag, boolean>;

/**
 * A partner's plan and add-ons read from the database, for a caller that has no request (the assistant's
 * LLM offers only the tools these allow, decision 074).
 */
export async function loadPartnerAccess(database: Database, partnerId: number): Promise<CallerPartner> {
  const [row] = await preparedSql<PartnerRow>(database, PARTNER_SQL)([partnerId]);
  if (!row) throw new HttpError(401, NOT_AUTHENTICATED);
  const flags = Object.fromEntries(PARTNER_FEATURE_FLAGS.map((flag) => [flag, row[flag] === true]));
  return { id: partnerId, plan: row.plan, flags: flags as CallerPartner['flags'] };
}
