import type { FastifyRequest } from 'fastify';
import type { AssistantCaller } from './tools/types';

/**
 * Who asks, as the `assistant` auth strategy resolved it: a partner's admin or staff (the partner from the
 * token, never from the body), else an anonymous visitor.
 */
export function assistantCallerOf(request: FastifyRequest): AssistantCaller {
  const user = request.user;
  if (!user || user.partnerId === null) return { kind: 'anonymous' };
  return { kind: 'user', userId: user.id, role: user.role, partnerId: user.partnerId, smeId: user.smeId };
}
