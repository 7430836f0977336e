/**
 * The platform's support agents (issue 31 §5): they sign in like partners' users but have no partner, and
 * work in the support inbox only. The role's name is the contract's SUPPORT_AGENT_ROLE (contract/assistant),
 * written out here because the first script checks it before any page, and must stay small.
 */
export const SUPPORT_AGENT_ROLE_NAME = 'support_agent';

export const isSupportAgent = (role: string | null | undefined): boolean => role === SUPPORT_AGENT_ROLE_NAME;
