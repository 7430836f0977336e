import type { FastifyBaseLogger } from 'fastify';

/*
 * A provider that is down fails every question: one warning when it starts failing (or fails for another
 * reason), one line when it answers again, not a line per question and never a stack. Kept per endpoint
 * for the process's life: a handful of URLs at most.
 */
const failingSince = new Map<string, string>();

export function noteLlmFailure(log: FastifyBaseLogger, url: string, reason: string): void {
  if (failingSince.get(url) === reason) return;
  failingSince.set(url, reason);
  log.warn({ llm: endpoint(url), reason }, 'assistant LLM failed: answering offline until it answers again');
}

export function noteLlmSuccess(log: FastifyBaseLogger, url: string): void {
  if (!failingSince.delete(url)) return;
  log.info({ llm: endpoint(url) }, 'assistant LLM answers again');
}

/** The URL without its query: a provider's key in a query string stays out of the log. */
function endpoint(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}
