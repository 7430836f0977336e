import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZAssistantChatReplySchema,
  ZAssistantChatSchema,
  ZAssistantCheckQuerySchema,
  ZAssistantCheckReplySchema,
  ZAssistantEndReplySchema,
  ZAssistantEndSchema,
  ZAssistantEscalateReplySchema,
  ZAssistantEscalateSchema,
  ZAssistantPostReplySchema,
  ZAssistantPostSchema,
  ZAssistantProposalOutcomeSchema,
  ZAssistantProposalParamsSchema,
} from '@ared/contract/assistant';
import { hitRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../lib/http-errors';
import { NOT_AUTHENTICATED, callerPartner } from '../../plugins/auth/caller';
import { answerChat } from './answer';
import { assistantCallerOf } from './caller';
import { confirmProposal } from './confirm';
import { escalate } from './escalation';
import { agentReplies, endByUser, postToAgent } from './thread';
import { ASSISTANT_RATE_RULES as RULES } from './limits';
import type { AssistantTool } from './tools/types';

const errors = {
  400: ZBadRequestSchema,
  401: ZDetailSchema,
  403: ZDetailSchema,
  404: ZDetailSchema,
  409: ZDetailSchema,
  429: ZDetailSchema,
};

/**
 * The assistant's calls (part 2 §7, under /assistant): the panel's, on every signed-in page and on the
 * sign-in page. Each route's caller is a partner's user or an anonymous visitor (the `assistant` strategy);
 * a body's `partner_id` is ignored, the partner is the token's.
 */
export async function assistantRoutes(
  app: FastifyInstance,
  { tools }: { tools: readonly AssistantTool[] },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];
  const config = { auth: 'assistant' as const };
  const db = () => app.deps.database.db;

  r.post(
    '/chat',
    {
      config,
      schema: {
        tags,
        summary:
          "Ask the assistant: answered from the partner's data, or silent while an agent owns the chat",
        body: ZAssistantChatSchema,
        response: { 200: ZAssistantChatReplySchema, ...errors },
      },
    },
    async (request) => {
      const caller = assistantCallerOf(request);
      if (caller.kind === 'anonymous') await hitRateLimit(db(), RULES.anonymousChatPerAddress, request.ip);
      return answerChat({ deps: app.deps, tools, log: request.log }, caller, request.body);
    },
  );

  r.post(
    '/escalate',
    {
      config,
      schema: {
        tags,
        summary: 'Hand the chat to the support team: it waits in the support inbox; support is mailed',
        body: ZAssistantEscalateSchema,
        response: { 200: ZAssistantEscalateReplySchema, ...errors },
      },
    },
    async (request) => {
      const caller = assistantCallerOf(request);
      await hitRateLimit(
        db(),
        caller.kind === 'user' ? RULES.escalationsPerUser : RULES.escalationsPerAddress,
        caller.kind === 'user' ? String(caller.userId) : request.ip,
      );
      return escalate({ deps: app.deps, log: request.log }, caller, request.body);
    },
  );

  r.post(
    '/end-escalation',
    {
      config,
      schema: {
        tags,
        summary: 'End the chat with the agent',
        body: ZAssistantEndSchema,
        response: { 200: ZAssistantEndReplySchema, ...errors },
      },
    },
    async (request) => endByUser(app.deps, assistantCallerOf(request), request.body),
  );

  r.post(
    '/post-human-reply',
    {
      config,
      schema: {
        tags,
        summary: "The user's message to the agent of an escalated chat",
        body: ZAssistantPostSchema,
        response: { 200: ZAssistantPostReplySchema, ...errors },
      },
    },
    async (request) => {
      const caller = assistantCallerOf(request);
      if (caller.kind === 'anonymous') await hitRateLimit(db(), RULES.anonymousPostsPerAddress, request.ip);
      return postToAgent(app.deps, caller, request.body);
    },
  );

  r.get(
    '/check-human-reply',
    {
      config,
      schema: {
        tags,
        summary: "The agent's messages of an escalated chat (polled every 2 s), and whether it still is",
        querystring: ZAssistantCheckQuerySchema,
        response: { 200: ZAssistantCheckReplySchema, ...errors },
      },
    },
    async (request) => agentReplies(app.deps, assistantCallerOf(request), request.query),
  );

  r.post(
    '/proposals/:id/confirm',
    {
      config,
      schema: {
        tags,
        summary:
          'Run a change the assistant proposed, as the signed-in user (role, plan and add-on checked now)',
        params: ZAssistantProposalParamsSchema,
        response: { 200: ZAssistantProposalOutcomeSchema, ...errors },
      },
    },
    async (request) => {
      const caller = assistantCallerOf(request);
      // Only a signed-in partner user is ever proposed a change.
      if (caller.kind === 'anonymous') throw new HttpError(401, NOT_AUTHENTICATED);
      const partner = await callerPartner(app, request);
      return confirmProposal(app.deps, tools, caller, partner, request.params.id);
    },
  );
}
