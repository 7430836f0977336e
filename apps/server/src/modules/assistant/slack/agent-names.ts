import type { Clock } from '../../../lib/clock';
import type { SlackMessage, SlackProfile, SlackWebApi } from './web-api';

/** A workspace member's name is read again after this long (people rename themselves, rarely mid-chat). */
const KEPT_MS = 60 * 60 * 1000;
/** What the user reads when Slack names no one: the product's own default for an agent. */
const NO_NAME = 'Support';

/** The name a person goes by in the workspace: the display name, else the first or the full name. */
const nameOf = (profile: SlackProfile & { name?: string | undefined }): string =>
  [profile.display_name, profile.first_name, profile.real_name, profile.name]
    .map((name) => name?.trim() ?? '')
    .find((name) => name !== '') ?? '';

/**
 * 'Agent (name):' for a thread reply (issue 31 §5): the profile the message carries when Slack includes it,
 * else users.info, kept an hour per member so a busy thread costs one lookup. A failed lookup answers the
 * default and is asked again next time: the reply is not held back for a name.
 */
export function agentNames(api: SlackWebApi, clock: Clock) {
  const known = new Map<string, { name: string; at: number }>();
  return async (message: SlackMessage): Promise<string> => {
    const carried = message.user_profile && nameOf(message.user_profile);
    if (carried) return carried;
    const user = message.user;
    if (!user) return NO_NAME;
    const now = clock.now().getTime();
    const kept = known.get(user);
    if (kept && now - kept.at < KEPT_MS) return kept.name;
    try {
      const name = nameOf(await api.userProfile(user)) || NO_NAME;
      known.set(user, { name, at: now });
      return name;
    } catch {
      // Logged once by the client's failure log; the reply goes through under the default name.
      return NO_NAME;
    }
  };
}
export type AgentNames = ReturnType<typeof agentNames>;
