import { type ProviderResponse, callProvider, field } from './http';
import { ProviderCallFailed } from './provider';
import type { TokenCache } from './token-cache';

/** How a provider hands out and takes its OAuth-style bearer tokens (MTN MoMo, Airtel Money). */
type BearerProvider = {
  /** The provider's name in failure messages ("MTN", "Airtel"). */
  name: string;
  /** What identifies one token: the provider, its host and the credentials (hashed by the cache). */
  tokenKey: readonly string[];
  /** The token request: URL, method, headers and body as the provider documents them. */
  tokenRequest: { url: string; headers: Record<string, string>; body?: unknown };
  /** Statuses with which the token call says the credentials are wrong. */
  refusedStatuses: readonly number[];
  /** How long a token lasts when the answer does not say (seconds). */
  defaultSeconds: number;
  /** The headers every API call carries besides the bearer token. */
  callHeaders: Record<string, string>;
};

/**
 * Calls to a provider with its cached bearer token: the token is fetched once (one fetch at a time, kept
 * until shortly before `expires_in`), a 401 drops it and the call is tried once more with a new one; a
 * second 401, or a refused token request, is a credentials failure the partner must fix.
 */
export function bearerCalls(tokens: TokenCache, p: BearerProvider) {
  const accessToken = () =>
    tokens.get(p.tokenKey, async () => {
      const { status, body } = await callProvider('token', p.tokenRequest.url, {
        method: 'POST',
        headers: p.tokenRequest.headers,
        ...(p.tokenRequest.body !== undefined && { body: p.tokenRequest.body }),
      });
      if (p.refusedStatuses.includes(status))
        throw new ProviderCallFailed('credentials', 'token', `${p.name} refused the credentials (${status})`);
      const token = field(body, 'access_token');
      // Airtel writes expires_in as a string of seconds ("180"), MTN as a number.
      const expiresIn = Number(field(body, 'expires_in'));
      if (status !== 200 || typeof token !== 'string' || token === '')
        throw new ProviderCallFailed('unreachable', 'token', `${p.name} token answered ${status}`);
      return {
        token,
        expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : p.defaultSeconds,
      };
    });

  return async (
    step: 'request' | 'status',
    call: (headers: Record<string, string>) => Promise<ProviderResponse>,
  ): Promise<ProviderResponse> => {
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken();
      const answer = await call({ authorization: `Bearer ${token}`, ...p.callHeaders });
      if (answer.status !== 401) return answer;
      tokens.drop(p.tokenKey);
      if (attempt === 1)
        throw new ProviderCallFailed('credentials', step, `${p.name} refused the access token`);
    }
  };
}
