/**
 * The platform's support agents (issue 31 §5): they sign in like partners' users but have no partner, and
 * work in the support inbox only. The role's name is the contract's SUPPORT_AGENT_ROLE (contract/assistant),
 * written out here because that module brings zod into the first script, which checks roles before any page.
 */
export const SUPPORT_AGENT_ROLE_NAME = 'support_agent';

export const isSupportAgent = (role: string | null | undefined): boolean => role === SUPPORT_AGENT_ROLE_NAME;

/** The support inbox: an agent's home page, and the one page only agents may open. */
export const SUPPORT_INBOX_PATH = '/support-inbox';

/** Besides the inbox, what an agent may open: the own profile and the terms the agent accepted. */
const AGENT_PAGES = [SUPPORT_INBOX_PATH, '/account-info', '/terms'];

/**
 * Where a signed-in user's role lets a page open: an agent elsewhere than the agent's pages goes to the
 * inbox ('inbox'); anyone else on the inbox is refused ('refused').
 */
export function pageForRole(role: string | null | undefined, path: string): 'allowed' | 'inbox' | 'refused' {
  if (isSupportAgent(role)) return AGENT_PAGES.includes(path) ? 'allowed' : 'inbox';
  return path === SUPPORT_INBOX_PATH ? 'refused' : 'allowed';
}
