import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockApi } from '../test/fetch-mock';
import { ApiError, parseErrorBody } from './api-error';
import { getAuthState, setTokens, setUser } from './auth-store';
import { meFixture } from '../test/fixtures';
import { SESSION_EXPIRED_TEXT, api, assistantApi, httpWithStatus, voucherApi, voucherBase } from './http';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), clean: vi.fn() } }));
const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);

beforeEach(() => {
  vi.mocked(notifications.show).mockClear();
  setTokens({ access: 'access-1', refresh: 'refresh-1' });
});

describe('http client', () => {
  it('sends JSON with the bearer token to the /v1 base', async () => {
    const { calls } = mockApi({ 'POST things/': () => ({ status: 201, body: { id: 1 } }) });
    await expect(api.post('things/', { a: 1 })).resolves.toEqual({ id: 1 });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('passes FormData through without a JSON content type', async () => {
    const { calls } = mockApi({ 'PATCH auth/users/me/': () => ({ status: 200, body: {} }) });
    const data = new FormData();
    data.append('first_name', 'Aline');
    await api.patch('auth/users/me/', data);
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('tells 200 from 206 (partly refused) when asked for the status', async () => {
    mockApi({ 'PATCH routers/assign-to-partner/': () => ({ status: 206, body: { detail: 'Some kept' } }) });
    await expect(
      httpWithStatus('routers/assign-to-partner/', { method: 'PATCH', body: { routers: [1] } }),
    ).resolves.toEqual({ status: 206, data: { detail: 'Some kept' } });
  });

  it('omits the token when asked (sign-in)', async () => {
    const { calls } = mockApi({ 'POST auth/jwt/create/': () => ({ status: 200, body: {} }) });
    await api.post('auth/jwt/create/', {}, { auth: false });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('turns {detail} and field errors into a typed ApiError', async () => {
    mockApi({
      'GET a/': () => ({ status: 403, body: { detail: 'Nope' } }),
      'POST b/': () => ({ status: 400, body: { new_password: ['Too short.', 'Too common.'] } }),
    });
    await expect(api.get('a/')).rejects.toMatchObject({ status: 403, detail: 'Nope' });
    const error = await api.post('b/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: { new_password: ['Too short.', 'Too common.'] },
    });
  });

  it('parses non_field_errors as the detail', () => {
    expect(parseErrorBody(400, { non_field_errors: ['Bad pair'] }).detail).toBe('Bad pair');
    expect(parseErrorBody(500, 'oops')).toMatchObject({ status: 500, detail: undefined });
  });

  it('on 401 refreshes once for parallel calls, stores the rotated pair and retries', async () => {
    const refresh = deferred<{ status: number; body: unknown }>();
    const { callsTo } = mockApi({
      'GET me/': ({ headers }) =>
        headers.Authorization === 'Bearer access-2'
          ? { status: 200, body: { ok: true } }
          : { status: 401, body: { detail: 'expired' } },
      'POST auth/jwt/refresh/': () => refresh.promise,
    });
    const both = Promise.all([api.get('me/'), api.get('me/')]);
    await vi.waitFor(() => expect(callsTo('POST auth/jwt/refresh/')).toHaveLength(1));
    refresh.resolve({ status: 200, body: { access: 'access-2', refresh: 'refresh-2' } });
    await expect(both).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(callsTo('POST auth/jwt/refresh/')).toHaveLength(1);
    expect(callsTo('POST auth/jwt/refresh/')[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(getAuthState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(localStorage.getItem('ared/user/auth/token/refresh')).toBe('refresh-2');
  });

  it('when the refresh fails: one info toast, the session is cleared', async () => {
    mockApi({
      'GET me/': () => ({ status: 401, body: { detail: 'expired' } }),
      'POST auth/jwt/refresh/': () => ({ status: 401, body: { detail: 'Token is invalid or expired' } }),
    });
    const results = await Promise.allSettled([api.get('me/'), api.get('me/')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(shown()).toEqual([SESSION_EXPIRED_TEXT]);
    expect(SESSION_EXPIRED_TEXT).toBe('Your session has expired. Login again');
    expect(getAuthState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
  });

  it('does not refresh a 401 of a call made without a token', async () => {
    const { callsTo } = mockApi({
      'POST auth/jwt/create/': () => ({ status: 401, body: { detail: 'No active account' } }),
    });
    await expect(api.post('auth/jwt/create/', {}, { auth: false })).rejects.toMatchObject({
      detail: 'No active account',
    });
    expect(callsTo('POST auth/jwt/refresh/')).toHaveLength(0);
  });

  it('reports a network failure as status 0 with a readable detail', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('x/')).rejects.toMatchObject({
      status: 0,
      detail: 'Request failed. Check your internet connection.',
    });
  });
});

describe('http clients for several bases', () => {
  it('derives the voucher base from the partner slug and VITE_VOUCHER_BASE', () => {
    expect(voucherBase('kigali-wifi', undefined)).toBe('/radius/kigali-wifi');
    expect(voucherBase('kigali-wifi', 'https://vouchers.example.com/{slug}/')).toBe(
      'https://vouchers.example.com/kigali-wifi',
    );
  });

  it('sends voucher and assistant calls to their bases with the same bearer token', async () => {
    setUser(meFixture());
    const slug = getAuthState().user?.partner?.slug ?? '';
    const { calls } = mockApi({
      [`GET /radius/${slug}/admin/vouchers/`]: () => ({ status: 200, body: { count: 0 } }),
      'POST /assistant/chat/': () => ({ status: 200, body: { reply: 'hi' } }),
    });
    await expect(voucherApi.get('admin/vouchers/')).resolves.toEqual({ count: 0 });
    await expect(assistantApi.post('chat/', { q: 'hello' })).resolves.toEqual({ reply: 'hi' });
    expect(calls.map((c) => [c.key, c.headers.Authorization])).toEqual([
      [`GET /radius/${slug}/admin/vouchers/`, 'Bearer access-1'],
      ['POST /assistant/chat/', 'Bearer access-1'],
    ]);
  });

  it('refreshes once for 401s on different bases at the same time, then retries each', async () => {
    setUser(meFixture());
    const slug = getAuthState().user?.partner?.slug ?? '';
    const refresh = deferred<{ status: number; body: unknown }>();
    const renewed = (body: unknown) => (call: { headers: Record<string, string> }) =>
      call.headers.Authorization === 'Bearer access-2'
        ? { status: 200, body }
        : { status: 401, body: { detail: 'expired' } };
    const { callsTo } = mockApi({
      'GET me/': renewed({ from: 'v1' }),
      [`GET /radius/${slug}/admin/vouchers/`]: renewed({ from: 'radius' }),
      'GET /assistant/threads/': renewed({ from: 'assistant' }),
      'POST auth/jwt/refresh/': () => refresh.promise,
    });
    const all = Promise.all([
      api.get('me/'),
      voucherApi.get('admin/vouchers/'),
      assistantApi.get('threads/'),
    ]);
    await vi.waitFor(() => expect(callsTo('POST auth/jwt/refresh/')).toHaveLength(1));
    refresh.resolve({ status: 200, body: { access: 'access-2', refresh: 'refresh-2' } });
    await expect(all).resolves.toEqual([{ from: 'v1' }, { from: 'radius' }, { from: 'assistant' }]);
    expect(callsTo('POST auth/jwt/refresh/')).toHaveLength(1);
    expect(getAuthState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('ends the session once when the refresh behind a voucher or assistant call fails', async () => {
    setUser(meFixture());
    const slug = getAuthState().user?.partner?.slug ?? '';
    mockApi({
      [`GET /radius/${slug}/admin/vouchers/`]: () => ({ status: 401, body: { detail: 'expired' } }),
      'GET /assistant/threads/': () => ({ status: 401, body: { detail: 'expired' } }),
      'POST auth/jwt/refresh/': () => ({ status: 401, body: { detail: 'Token is invalid or expired' } }),
    });
    const results = await Promise.allSettled([
      voucherApi.get('admin/vouchers/'),
      assistantApi.get('threads/'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(shown()).toEqual([SESSION_EXPIRED_TEXT]);
    expect(getAuthState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
  });
});
