import { describe, expect, it } from 'vitest';
import { partnerDateTime, typedDateTime } from './stay-times';

describe('stay times on the partner clock', () => {
  it('shows an instant at the partner offset (Kigali +2 h), across midnight', () => {
    expect(partnerDateTime('2026-11-20T07:00:00.000Z', 120)).toBe('2026-11-20 09:00');
    expect(partnerDateTime('2026-11-20T23:30:00.000Z', 120)).toBe('2026-11-21 01:30');
    expect(partnerDateTime('2026-11-20T00:15:00.000Z', -300)).toBe('2026-11-19 19:15');
  });
  it('reads what the datetime input gives', () => {
    expect(typedDateTime(' 2026-11-20T09:00 ')).toBe('2026-11-20 09:00');
  });
});
