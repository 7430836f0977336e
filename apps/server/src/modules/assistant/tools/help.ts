import type { TAssistantResult } from '@ared/contract/assistant';
import { z } from 'zod/mini';
import { type HelpHit, searchHelp } from '../help';
import type { ReadTool } from './types';

/** A help section as a result: where it is in the help, and what it says. */
export const helpResult = (hit: HelpHit): TAssistantResult => ({
  title: hit.heading,
  rows: [{ topic: hit.page, answer: hit.text }],
  window: null,
  link: null,
});

export const ZHelpArgs = z.object({ query: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) });

/** How to use the dashboard, from the help written for partners (docs/help), not from the partner's data. */
export const helpTool: ReadTool<z.infer<typeof ZHelpArgs>> = {
  kind: 'read',
  name: 'help_search',
  description:
    'Search the dashboard help for how to do something (vouchers, routers, SMEs, billing, account).',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string', description: 'What the user wants to do, in a few words' } },
    required: ['query'],
    additionalProperties: false,
  },
  args: ZHelpArgs,
  run: async (_ctx, args) => searchHelp(args.query).map(helpResult),
};
