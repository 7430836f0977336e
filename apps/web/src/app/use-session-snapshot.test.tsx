import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, setTokens, setUser } from '../lib/auth-store';
import { meFixture } from '../test/fixtures';
import { useSessionSnapshot } from './use-session-snapshot';

describe('useSessionSnapshot', () => {
  it('renders again when the session changes, not when a refresh rotates the tokens (issue 29 §7)', () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSessionSnapshot();
    });
    expect(result.current.hasTokens).toBe(true);
    const before = renders;
    act(() => setTokens({ access: 'a2', refresh: 'r2' }));
    expect(renders).toBe(before);
    act(() => clearSession());
    expect(renders).toBeGreaterThan(before);
    expect(result.current.hasTokens).toBe(false);
  });
});
