import { SUPPORT_AGENT_ROLE } from '@ared/contract/assistant';
import type { TestContext } from './app';
import { createUser } from './factories';
import { type Tokens, bearer, signInWithOtp } from './session';

/** Calls an /assistant route, signed in with the token or anonymously (the sign-in page's panel). */
export function assistantCall(ctx: TestContext) {
  return (method: 'GET' | 'POST', url: string, payload?: object, token?: string, address = '203.0.113.7') =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: address,
      headers: token === undefined ? {} : bearer(token),
      ...(payload !== undefined && { payload }),
    });
}

/** A platform support agent (no partner), signed in through the same password and one-time password. */
export async function signedInAgent(
  ctx: TestContext,
  firstName = 'Grace',
): Promise<{ id: number; email: string; tokens: Tokens }> {
  const agent = await createUser(ctx.db, {
    partnerId: null,
    role: SUPPORT_AGENT_ROLE,
    userType: 'Support Agent',
    firstName,
    lastName: 'Agent',
  });
  return { id: agent.id, email: agent.email, tokens: await signInWithOtp(ctx, agent.email) };
}
