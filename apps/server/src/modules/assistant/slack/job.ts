import type { FastifyBaseLogger } from 'fastify';
import { type Job, defineJob } from '../../../jobs/scheduler';
import type { AppDeps } from '../../../types';
import { agentNames } from './agent-names';
import { slackFailureLog } from './failure-log';
import { syncSlackThreads } from './sync';
import { slackWebApi } from './web-api';

export const SLACK_JOB = 'assistant-slack-bridge';

/**
 * The Slack bridge's job when SLACK_BOT_TOKEN and SLACK_CHANNEL are set; none otherwise, so an
 * unconfigured server never calls Slack. Polled rather than pushed (decision 076): Slack's Events API
 * would need a public URL Slack can reach, which a dashboard on a partner's network often lacks.
 */
export function slackBridgeJobs({ deps, log }: { deps: AppDeps; log: FastifyBaseLogger }): Job[] {
  const config = deps.config.slack;
  if (!config) return [];
  const api = slackWebApi({
    apiUrl: config.apiUrl,
    token: config.token,
    clock: deps.clock,
    failures: slackFailureLog(log),
  });
  const bridge = { deps, api, channelId: config.channelId, agentName: agentNames(api, deps.clock) };
  return [
    defineJob({ name: SLACK_JOB, intervalMs: config.pollIntervalMs, run: () => syncSlackThreads(bridge) }),
  ];
}
