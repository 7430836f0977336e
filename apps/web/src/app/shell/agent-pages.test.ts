import { describe, expect, it } from 'vitest';
import { SUPPORT_AGENT_ROLE } from '@ared/contract/assistant';
import { decideUserFetch } from '../../lib/user-fetch-rules';
import { pageForRole } from './agent-pages';
import { SUPPORT_AGENT_ROLE_NAME } from '../../lib/support-agent';

describe('the support agent role in the web app (issue 31 §5)', () => {
  it("is the contract's role", () => {
    expect(SUPPORT_AGENT_ROLE_NAME).toBe(SUPPORT_AGENT_ROLE);
  });

  it('may sign in; other platform roles may not', () => {
    const user = { changed_password_after_initial_login: true };
    expect(decideUserFetch({ ...user, role: 'support_agent' }, false)).toBe('accepted');
    expect(decideUserFetch({ ...user, role: 'superadmin' }, false)).toBe('rejected');
    expect(decideUserFetch({ ...user, role: 'partner_staff' }, false)).toBe('accepted');
  });

  it('keeps agents in the inbox and everyone else out of it', () => {
    expect(pageForRole('support_agent', '/support-inbox')).toBe('allowed');
    expect(pageForRole('support_agent', '/account-info')).toBe('allowed');
    expect(pageForRole('support_agent', '/dashboard')).toBe('inbox');
    expect(pageForRole('support_agent', '/routers')).toBe('inbox');
    expect(pageForRole('partner_admin', '/support-inbox')).toBe('refused');
    expect(pageForRole('partner_staff', '/support-inbox')).toBe('refused');
    expect(pageForRole('partner_admin', '/dashboard')).toBe('allowed');
  });
});
