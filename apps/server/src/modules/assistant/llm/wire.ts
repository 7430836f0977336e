import { z } from 'zod/mini';

/*
 * The parts of OpenAI's chat-completions API (POST /v1/chat/completions, function calling) the assistant
 * uses, as OpenAI documents them; any server that follows them ("OpenAI-compatible") works. Only what is
 * read is validated: a field a provider adds does no harm, a missing or mistyped one is a malformed answer.
 */

/** A function the model may call: its name, what it does, and the JSON Schema of its arguments. */
export type FunctionTool = {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

/** A call the model made: `arguments` is a JSON text the model wrote, to be parsed and checked. */
export const ZToolCallSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ToolCall = z.infer<typeof ZToolCallSchema>;

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  /** The answer to one tool call, by its id: every call of an assistant message gets one. */
  | { role: 'tool'; tool_call_id: string; content: string };

/** The request body. `tool_choice: 'none'` asks for words only (the last round). */
export type ChatCompletionRequest = {
  model: string;
  messages: ChatMessage[];
  tools?: FunctionTool[];
  tool_choice?: 'auto' | 'none';
};

/**
 * The chat completion object: its first choice. `finish_reason` is `tool_calls` when the model called
 * tools, `stop` at a natural end, `length` or `content_filter` when the answer was cut.
 */
export const ZChatCompletionSchema = z.object({
  object: z.literal('chat.completion'),
  choices: z
    .array(
      z.object({
        index: z.int(),
        finish_reason: z.enum(['stop', 'length', 'tool_calls', 'content_filter', 'function_call']),
        message: z.object({
          role: z.literal('assistant'),
          content: z.optional(z.nullable(z.string())),
          refusal: z.optional(z.nullable(z.string())),
          tool_calls: z.optional(z.array(ZToolCallSchema)),
        }),
      }),
    )
    .check(z.minLength(1)),
});
export type ChatChoice = z.infer<typeof ZChatCompletionSchema>['choices'][number];
