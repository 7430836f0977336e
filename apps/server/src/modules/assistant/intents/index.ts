import type { TAssistantResult, TAssistantTimeRange } from '@ared/contract/assistant';
import type { AppDeps } from '../../../types';
import { searchHelp } from '../help';
import { UNKNOWN_BOX_TITLE, helpResult, refusalOf, toolContextFor } from '../tools';
import { billingFigures, billingResults, billingTool } from '../tools/billing';
import { boxHealthTool } from '../tools/box-health';
import { routerStatusTool } from '../tools/router-status';
import { summaryTool } from '../tools/summary';
import { supportFigures, supportResults, supportTool } from '../tools/support';
import type { AssistantAnswer, AssistantCaller, AssistantTool, ToolContext } from '../tools/types';
import { wifiUsageTool } from '../tools/wifi-usage';
import { PHRASES } from './replies';
import { type Intent, type Language, understand } from './understand';

/** What the offline answerer is asked: the user's words, or a quick reply's intents and range. */
export type OfflineQuestion = {
  message: string;
  time_range?: TAssistantTimeRange;
  intents?: readonly ('summary' | 'router_status' | 'wifi')[];
  sections?: readonly 'summary'[];
};

/**
 * Answers without any external service (issue 31 §3): a quick reply's intents run their tools directly;
 * a typed message is read for its intent (English, French or Kinyarwanda) and answered by the tool of that
 * intent, in the question's language, with the tool's structured results (window and page link). An
 * anonymous visitor gets the help only, never a partner's data.
 */
export async function answerOffline(
  deps: AppDeps,
  caller: AssistantCaller,
  question: OfflineQuestion,
  now: Date,
): Promise<AssistantAnswer> {
  const quick = [...(question.intents ?? []), ...(question.sections ?? [])];
  const understood = understand(question.message);
  if (caller.kind === 'anonymous')
    // A quick reply asks for a partner's figures by its intents: the visitor is invited to sign in.
    return helpDesk(quick.length > 0 ? 'summary' : understood.intent, understood.language, question.message);
  const ctx = toolContextFor(deps, caller, now);
  if (quick.length > 0) return quickReply(ctx, quick, question.time_range ?? 'today', understood.language);
  return answerIntent(ctx, question.message, understood);
}

/** The quick-reply buttons (part 2 §9): each named intent's results for the range, in the order asked. */
async function quickReply(
  ctx: ToolContext,
  intents: readonly ('summary' | 'router_status' | 'wifi')[],
  range: TAssistantTimeRange,
  language: Language,
): Promise<AssistantAnswer> {
  const answers: AssistantAnswer[] = [];
  for (const intent of new Set(intents)) answers.push(await answerData(ctx, intent, range, null, language));
  return { reply: answers.map((a) => a.reply).join(' '), results: answers.flatMap((a) => a.results) };
}

async function answerIntent(
  ctx: ToolContext,
  message: string,
  u: ReturnType<typeof understand>,
): Promise<AssistantAnswer> {
  const say = PHRASES[u.language];
  switch (u.intent) {
    case 'greeting':
      return { reply: say.greeting, results: [] };
    case 'help':
    case 'unknown':
      return helpAnswer(u.language, message, u.intent === 'unknown' ? say.unknown : say.noHelp);
    default:
      return answerData(ctx, u.intent, u.range, u.box, u.language);
  }
}

type DataIntent = Exclude<Intent, 'greeting' | 'help' | 'unknown'>;

const TOOL_OF: Record<DataIntent, AssistantTool> = {
  summary: summaryTool,
  router_status: routerStatusTool,
  box_health: boxHealthTool,
  wifi: wifiUsageTool,
  billing: billingTool,
  support: supportTool,
};

/** Runs the intent's tool (after the same role, plan and add-on checks as its page) and phrases its lead. */
async function answerData(
  ctx: ToolContext,
  intent: DataIntent,
  range: TAssistantTimeRange,
  box: string | null,
  language: Language,
): Promise<AssistantAnswer> {
  const say = PHRASES[language];
  const refusal = await refusalOf(ctx, TOOL_OF[intent]);
  if (refusal) return { reply: refusal, results: [] };
  switch (intent) {
    case 'summary':
      return { reply: say.summary(say.range[range]), results: await summaryTool.run(ctx, { range }) };
    case 'wifi':
      return { reply: say.wifi(say.range[range]), results: await wifiUsageTool.run(ctx, { range }) };
    case 'router_status': {
      const results = await routerStatusTool.run(ctx, {});
      const counts = results[0]!.rows[0]!;
      const offline = Number(counts.offline);
      return { reply: offline === 0 ? say.allOnline : say.offline(offline, Number(counts.boxes)), results };
    }
    case 'box_health': {
      const results = await boxHealthTool.run(ctx, { box: box ?? '' });
      return { reply: boxReply(language, box ?? '', results), results };
    }
    case 'billing': {
      const figures = await billingFigures(ctx);
      return {
        reply: say.billing(figures.overdue.total, figures.unpaid.total),
        results: billingResults(ctx, figures),
      };
    }
    case 'support': {
      const figures = await supportFigures(ctx);
      return {
        reply: say.support(figures.openTickets.total, figures.alerts.total),
        results: supportResults(ctx, figures),
      };
    }
  }
}

function boxReply(language: Language, named: string, results: TAssistantResult[]): string {
  const say = PHRASES[language];
  const [result] = results;
  if (!result || result.title === UNKNOWN_BOX_TITLE) return say.unknownBox(named);
  const row = result.rows[0]!;
  const serial = String(row.serial);
  return row.online === true
    ? say.boxOnline(serial)
    : say.boxOffline(serial, (row['last seen'] as string) ?? null);
}

/** The help's best sections for the question, or `otherwise` when it has none. */
function helpAnswer(language: Language, message: string, otherwise: string): AssistantAnswer {
  const hits = searchHelp(message);
  if (hits.length === 0) return { reply: otherwise, results: [] };
  return { reply: `${PHRASES[language].help} ${hits[0]!.text}`, results: hits.map(helpResult) };
}

/**
 * The sign-in page's visitor: the help answers what it can; a question about a network's data gets the
 * invitation to sign in (with what the help says about it), never any partner's figures.
 */
function helpDesk(intent: Intent, language: Language, message: string): AssistantAnswer {
  const say = PHRASES[language];
  if (intent === 'greeting') return { reply: say.greeting, results: [] };
  if (intent === 'help' || intent === 'unknown') return helpAnswer(language, message, say.noHelp);
  const help = helpAnswer(language, message, '');
  return { reply: `${say.signIn} ${help.reply}`.trim(), results: help.results };
}
