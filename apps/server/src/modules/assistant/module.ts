import type { FastifyPluginAsync } from 'fastify';
import type { DeviceKeyResolver } from '../devices';
import { registerAuth } from '../../plugins/auth/hook';
import type { AppModule } from '../../types';
import { supportInboxRoutes } from './inbox/routes';
import { assistantRoutes } from './routes';
import { slackBridgeJobs } from './slack/job';
import type { AssistantTool } from './tools/types';

/**
 * The assistant (issue 31, decision 072): the panel's calls under /assistant (its own root, as the spec's
 * separate backend had, with its own auth hook: its callers may be anonymous) and the support inbox under
 * /v1. `tools` is the registry the model picks from and confirmed proposals run from.
 */
export function assistantModule({
  keys,
  tools,
}: {
  keys: DeviceKeyResolver;
  tools: readonly AssistantTool[];
}): AppModule {
  const routes: FastifyPluginAsync = (scope) => assistantRoutes(scope, { tools });
  return {
    name: 'assistant',
    api: supportInboxRoutes,
    // The optional Slack bridge of escalations (decision 076): no job without its settings.
    jobs: slackBridgeJobs,
    root: async (scope) => {
      await scope.register(
        async (assistant) => {
          registerAuth(assistant, { keys });
          await assistant.register(routes);
        },
        { prefix: '/assistant' },
      );
    },
  };
}
