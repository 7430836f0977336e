import { type ChatChoice, type ChatCompletionRequest, ZChatCompletionSchema } from './wire';
import type { LlmConfig } from './types';

/** Why the model gave no usable answer: one short line for the log, never the conversation's text. */
export class LlmFailure extends Error {}

/**
 * One chat-completions call: POST the request as JSON (bearer key when there is one) and answer the first
 * choice. A timeout, a network error, a non-2xx status or a body that is not a chat completion is an
 * LlmFailure. `deadline` is the whole answer's: a later round gets what is left of it, not a fresh one.
 */
export async function requestChatCompletion(
  config: LlmConfig,
  request: ChatCompletionRequest,
  deadline: AbortSignal,
): Promise<ChatChoice> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.key && { authorization: `Bearer ${config.key}` }),
      },
      body: JSON.stringify(request),
      signal: deadline,
    });
    text = await response.text();
  } catch (error) {
    if (deadline.aborted) throw new LlmFailure(`timed out after ${config.timeoutMs} ms`);
    throw new LlmFailure(`network error: ${networkReason(error)}`);
  }
  if (!response.ok) throw new LlmFailure(`HTTP ${response.status}${providerMessage(text)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new LlmFailure('malformed answer: not JSON');
  }
  const parsed = ZChatCompletionSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new LlmFailure(`malformed answer: ${issue.path.join('.') || '(body)'}: ${issue.message}`);
  }
  return parsed.data.choices[0]!;
}

/** The provider's own reason from its error object (`{error: {message}}`), shortened. */
function providerMessage(text: string): string {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
