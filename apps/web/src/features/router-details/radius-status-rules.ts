import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { TRouterRadiusStatus } from '@ared/contract/router-radius';
import { formatListDateTime } from '../../lib/format';
import { ROUTER_DETAILS_TEXTS } from './texts';

dayjs.extend(relativeTime);

const T = ROUTER_DETAILS_TEXTS.radius;

/** Within a week a time reads "2 minutes ago"; older ones read as the lists' date and time. */
const RELATIVE_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** When something happened: "2 minutes ago" within a week, else "3/24/2025, 2:05:09 pm". */
export const whenText = (at: string, now: Date = new Date()): string => {
  const time = dayjs(at);
  if (!time.isValid()) return ROUTER_DETAILS_TEXTS.none;
  const age = now.getTime() - time.valueOf();
  // A clock a little ahead of the browser's still reads "a few seconds ago", not "in a few seconds".
  if (age < RELATIVE_FOR_MS) return (age < 0 ? dayjs(now) : time).from(now);
  return formatListDateTime(at) ?? ROUTER_DETAILS_TEXTS.none;
};

export type RadiusProblemView = {
  title: string;
  hint: string;
  when: string;
  fullTime: string;
  count: string;
};

/** The last problem in plain words, with its time and count; null when the box has none. */
export const radiusProblemView = (
  status: Pick<TRouterRadiusStatus, 'last_problem'>,
  now: Date = new Date(),
): RadiusProblemView | null => {
  const problem = status.last_problem;
  if (!problem) return null;
  return {
    title: T.problems[problem.problem],
    hint: T.hints[problem.problem],
    when: whenText(problem.at, now),
    fullTime: formatListDateTime(problem.at) ?? '',
    count: T.count(problem.count),
  };
};

/** Whether the box must sign now, and why: the badge and the line under the policy. */
export const messageAuthenticatorState = (
  status: Pick<TRouterRadiusStatus, 'message_authenticator_required' | 'message_authenticator_seen_at'>,
  now: Date = new Date(),
): { isRequired: boolean; badge: string; seen: string } => ({
  isRequired: status.message_authenticator_required,
  badge: status.message_authenticator_required ? T.required : T.notRequired,
  seen: status.message_authenticator_seen_at
    ? T.firstSeen(whenText(status.message_authenticator_seen_at, now))
    : T.neverSeen,
});
