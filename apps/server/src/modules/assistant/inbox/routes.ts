import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, paginated } from '@ared/contract/common';
import {
  ZSupportConversationSchema,
  ZSupportConversationSummarySchema,
  ZSupportInboxQuerySchema,
  ZSupportReplySchema,
} from '@ared/contract/assistant';
import { pagedList } from '../../../lib/list/paged-list';
import { signedInUser } from '../../../plugins/auth/caller';
import { findUserById } from '../../users';
import {
  type Agent,
  agentNameOf,
  endByAgent,
  inboxConversation,
  inboxListSource,
  replyAsAgent,
  takeOver,
} from './service';

const errors = {
  400: ZBadRequestSchema,
  401: ZDetailSchema,
  403: ZDetailSchema,
  404: ZDetailSchema,
  409: ZDetailSchema,
};

/**
 * The support inbox (issue 31 §5): the platform's support agents (the `support-agent` strategy; partners'
 * users get 403) list escalated chats by status, read one with its transcript and the partner's situation,
 * take it over, reply and end it. Under /v1/support-inbox/.
 */
export async function supportInboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support inbox'];
  const config = { auth: 'support-agent' as const };
  const db = () => app.deps.database.db;

  /** The agent signed in, with the name users read in 'Agent (name):'. */
  const agentOf = async (request: FastifyRequest): Promise<Agent> => {
    const { id } = signedInUser(request);
    const user = await findUserById(db(), id);
    return { id, name: user ? agentNameOf(user) : 'Support' };
  };

  r.get(
    '/support-inbox/',
    {
      config,
      schema: {
        tags,
        summary: 'Escalated chats by status: waiting (oldest first), mine, active, ended',
        querystring: ZSupportInboxQuerySchema,
        response: { 200: paginated(ZSupportConversationSummarySchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = inboxListSource(db(), q.status ?? 'waiting', await agentOf(request));
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );

  r.get(
    '/support-inbox/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'One escalated chat: transcript and the context captured when it was escalated',
        params: ZIdParamsSchema,
        response: { 200: ZSupportConversationSchema, ...errors },
      },
    },
    async (request) => inboxConversation(db(), request.params.id),
  );

  r.post(
    '/support-inbox/:id/take-over/',
    {
      config,
      schema: {
        tags,
        summary: 'Take the chat (from the queue or from another agent): the bot stays silent',
        params: ZIdParamsSchema,
        response: { 200: ZSupportConversationSchema, ...errors },
      },
    },
    async (request) => takeOver(app.deps, request.params.id, await agentOf(request)),
  );

  r.post(
    '/support-inbox/:id/reply/',
    {
      config,
      schema: {
        tags,
        summary: "Answer the user: shown as 'Agent (name):' in the panel; a waiting chat becomes the agent's",
        params: ZIdParamsSchema,
        body: ZSupportReplySchema,
        response: { 200: ZSupportConversationSchema, ...errors },
      },
    },
    async (request) => replyAsAgent(app.deps, request.params.id, await agentOf(request), request.body.text),
  );

  r.post(
    '/support-inbox/:id/end/',
    {
      config,
      schema: {
        tags,
        summary: 'End the chat: the panel leaves escalated mode',
        params: ZIdParamsSchema,
        response: { 200: ZSupportConversationSchema, ...errors },
      },
    },
    async (request) => endByAgent(app.deps, request.params.id),
  );
}
