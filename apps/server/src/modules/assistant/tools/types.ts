import type { z } from 'zod/mini';
import type { TAssistantResult } from '@ared/contract/assistant';
import type { TPartnerFeatureFlag, TPlanArea } from '@ared/contract/plans';
import type { AppDeps } from '../../../types';

/**
 * Who is asking. An anonymous visitor (the sign-in page) gets help-desk answers and escalation only, never
 * a partner's data: tools that read a partner's data are not offered to them at all.
 */
export type AssistantCaller =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      userId: number;
      role: string;
      /** From the token, never from the request body. */
      partnerId: number;
      smeId: number | null;
    };

/** What a tool runs with: the app's dependencies, the caller, and the partner's clock and zone. */
export type ToolContext = {
  deps: AppDeps;
  caller: Extract<AssistantCaller, { kind: 'user' }>;
  now: Date;
  /** The partner's time zone (IANA), in which "today" and "7 days" are counted. */
  timeZone: string;
};

/**
 * A typed, tenant-scoped read: it calls the owning modules' exported functions (never SQL of its own) for
 * `ctx.caller.partnerId` only, and answers with structured results that state their window and link the
 * page showing the same figure. `parameters` is the JSON Schema of `args` an LLM is shown.
 */
export type ReadTool<A = unknown> = {
  kind: 'read';
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  args: z.ZodMiniType<A>;
  /** A plan area the partner's plan must show for this data (as the page's own route requires). */
  plan?: TPlanArea;
  flag?: TPartnerFeatureFlag;
  run: (ctx: ToolContext, args: A) => Promise<TAssistantResult[]>;
};

/**
 * A change (revoke a voucher, reboot a box, suspend an SME): never run when proposed. The assistant turns
 * it into a proposal the signed-in user confirms; `run` is called then, after role, plan and add-on are
 * checked again for the confirming user.
 */
export type WriteTool<A = unknown> = {
  kind: 'write';
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  args: z.ZodMiniType<A>;
  role?: 'partner_admin';
  /** With `role`: what the refusal names, as the page's route does ("suspend or activate SMEs"). */
  action?: string;
  plan?: TPlanArea;
  flag?: TPartnerFeatureFlag;
  /** One line the user reads before confirming, e.g. "Revoke voucher ABCD-1234 (Kigali Cafe)". */
  summarize: (ctx: ToolContext, args: A) => Promise<string>;
  /** Runs it; answers what was done, in one line. Throws the module's HttpError when it cannot. */
  run: (ctx: ToolContext, args: A) => Promise<string>;
};

/**
 * The registry's element: each tool's `args` schema parses what it is given before `run` sees it, so the
 * registry may forget the argument type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AssistantTool = ReadTool<any> | WriteTool<any>;

/** What the offline answerer (and the LLM, phrasing the same tools) says back. */
export type AssistantAnswer = { reply: string; results: TAssistantResult[] };
