/**
 * Where a support agent may go (issue 31 §5). Apart from lib/support-agent on purpose: only the signed-in
 * shell needs it. The role is written out (agent-pages.test checks it is the contract's): importing
 * lib/support-agent from here would make the sign-in page's first script export it, a few bytes it lacks.
 */

/** The support inbox: an agent's home page, and the one page only agents may open. */
export const SUPPORT_INBOX_PATH = '/support-inbox';

/** Besides the inbox, what an agent may open: the own profile and the terms the agent accepted. */
const AGENT_PAGES = [SUPPORT_INBOX_PATH, '/account-info', '/terms'];

/**
 * Where a signed-in user's role lets a page open: an agent elsewhere than the agent's pages goes to the
 * inbox ('inbox'); anyone else on the inbox is refused ('refused', the page says so).
 */
export function pageForRole(role: string | null | undefined, path: string): 'allowed' | 'inbox' | 'refused' {
  if (role === 'support_agent') return AGENT_PAGES.includes(path) ? 'allowed' : 'inbox';
  return path === SUPPORT_INBOX_PATH ? 'refused' : 'allowed';
}
