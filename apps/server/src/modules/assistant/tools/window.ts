import { z } from 'zod/mini';
import { ASSISTANT_TIME_RANGES, type TAssistantTimeRange } from '@ared/contract/assistant';
import type { TAnalyticsRange } from '@ared/contract/analytics';
import { type AnalyticsRange, analyticsRange } from '../../analytics';
import type { ToolContext } from './types';

/**
 * The assistant's ranges are the Analytics page's duration selector under the chat's names (part 2 §9
 * quick summaries 'today, 7days, 30days'): the same buckets, so a figure equals the page's for that range.
 */
const PAGE_RANGE: Record<TAssistantTimeRange, TAnalyticsRange> = {
  today: 'today',
  '7days': '1week',
  '30days': '1month',
};

export const RANGE_LABEL: Record<TAssistantTimeRange, string> = {
  today: 'today',
  '7days': 'the last 7 days',
  '30days': 'the last 30 days',
};

export const ZRangeArgs = z.object({ range: z._default(z.enum(ASSISTANT_TIME_RANGES), 'today') });
export type RangeArgs = z.infer<typeof ZRangeArgs>;
export const RANGE_PARAMETERS = {
  type: 'object',
  properties: {
    range: {
      type: 'string',
      enum: [...ASSISTANT_TIME_RANGES],
      description: 'The period, in the partner zone',
    },
  },
  additionalProperties: false,
} as const;

export const pageRangeOf = (ctx: ToolContext, range: TAssistantTimeRange): AnalyticsRange =>
  analyticsRange(PAGE_RANGE[range], ctx.now, ctx.timeZone);

/** The window a result states: the range's first bucket start to now, in the partner's zone. */
export const windowOf = (ctx: ToolContext, range: AnalyticsRange) => ({
  from: range.start.toISOString(),
  to: ctx.now.toISOString(),
  time_zone: ctx.timeZone,
});

/** A figure that is "now" (a box's status, open tickets) has no window: it states the instant it was read. */
export const nowWindow = (ctx: ToolContext) => ({
  from: ctx.now.toISOString(),
  to: ctx.now.toISOString(),
  time_zone: ctx.timeZone,
});
