import type { TAssistantResult } from '@ared/contract/assistant';
import { HttpError } from '../../../lib/http-errors';
import type { AssistantTool, ToolContext } from '../tools/types';
import { maskText, maskValue } from './mask';
import type { LlmProposal } from './types';
import type { ToolCall } from './wire';

/** Rows of one result the model is shown; the user sees them all, the model needs the first ones. */
export const MODEL_ROWS_PER_RESULT = 50;

/** What one tool call gave: the tool message's text (masked), results for the panel, or a proposal. */
export type ToolOutcome = {
  content: string;
  results: TAssistantResult[];
  proposal: LlmProposal | null;
};

/**
 * Runs one call the model made, within the tools offered and always for `ctx`'s partner: the model chooses
 * a tool and its arguments, never whose data (a `partner` in its arguments is not in the tools' schemas
 * and is dropped by their parsing). A read runs; a change is only summarised into a proposal. A mistake
 * the model can correct (unknown tool, bad arguments, a box that is not there) is told to it as the tool's
 * answer; anything else throws, and the offline answer is given instead.
 */
export async function runToolCall(
  ctx: ToolContext,
  offered: ReadonlyMap<string, AssistantTool>,
  call: ToolCall,
): Promise<ToolOutcome> {
  const tool = offered.get(call.function.name);
  if (!tool) return refusal(`There is no tool named ${call.function.name}.`);
  let raw: unknown;
  try {
    raw = JSON.parse(call.function.arguments || '{}');
  } catch {
    return refusal('The arguments are not valid JSON.');
  }
  const args = tool.args.safeParse(raw);
  if (!args.success) {
    const issues = args.error.issues.map(
      (issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`,
    );
    return refusal(`Invalid arguments: ${issues.join('; ')}`);
  }
  try {
    if (tool.kind === 'read') {
      const results = await tool.run(ctx, args.data);
      return { content: JSON.stringify(forModel(results)), results, proposal: null };
    }
    const summary = await tool.summarize(ctx, args.data);
    return {
      content: JSON.stringify({
        proposed: maskText(summary),
        done: false,
        note: 'Nothing was changed: the user confirms or ignores this proposal.',
      }),
      results: [],
      proposal: { tool: tool.name, args: args.data, summary },
    };
  } catch (error) {
    // A module's 4xx (a box that is not the partner's, a voucher already used) is an answer, not a fault.
    if (error instanceof HttpError && error.statusCode < 500) return refusal(maskText(error.detail));
    throw error;
  }
}

function refusal(error: string): ToolOutcome {
  return { content: JSON.stringify({ error }), results: [], proposal: null };
}

/** The results as the model reads them: masked, each cut to its first rows with the count of the rest. */
function forModel(results: readonly TAssistantResult[]): unknown {
  return results.map((result) => {
    const rows = result.rows.slice(0, MODEL_ROWS_PER_RESULT);
    const more = result.rows.length - rows.length;
    return maskValue({ ...result, rows, ...(more > 0 && { more_rows_not_shown: more }) });
  });
}
