import type { FastifyBaseLogger } from 'fastify';

/*
 * Slack down, a revoked token or a deleted channel fail every call until someone acts: one warning when a
 * kind of failure starts (per method), one line when calls succeed again, not a line per call or per run.
 * The line names the method and Slack's error code only: never the token, a body or the user's words.
 */
export function slackFailureLog(log: FastifyBaseLogger) {
  const failing = new Map<string, string>();
  return {
    failed(method: string, kind: string): void {
      if (failing.get(method) === kind) return;
      failing.set(method, kind);
      log.warn({ slack: method, error: kind }, 'Slack bridge: call failed, retrying with back-off');
    },
    succeeded(method: string): void {
      if (!failing.delete(method)) return;
      log.info({ slack: method }, 'Slack bridge: calls succeed again');
    },
  };
}
export type SlackFailureLog = ReturnType<typeof slackFailureLog>;
