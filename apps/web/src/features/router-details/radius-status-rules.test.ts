import { describe, expect, it } from 'vitest';
import { RADIUS_PROBLEMS } from '@ared/contract/router-radius';
import { messageAuthenticatorState, radiusProblemView, whenText } from './radius-status-rules';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('whenText', () => {
  it.each([
    [ago(2 * 60_000), '2 minutes ago'],
    [ago(20_000), 'a few seconds ago'],
    [ago(3 * 3_600_000), '3 hours ago'],
    [ago(6 * 86_400_000), '6 days ago'],
    // The server's clock a little ahead of the browser's.
    [new Date(NOW.getTime() + 5_000).toISOString(), 'a few seconds ago'],
  ])('reads %s as "%s" within a week', (at, text) => {
    expect(whenText(at, NOW)).toBe(text);
  });

  it('reads an older time as the lists’ date and time', () => {
    expect(whenText(ago(8 * 86_400_000), NOW)).toMatch(/^11\/20\/2026, \d{1,2}:00:00 (am|pm)$/);
  });
});

describe('radiusProblemView', () => {
  it('is null without a problem', () => {
    expect(radiusProblemView({ last_problem: null }, NOW)).toBeNull();
  });

  it.each(RADIUS_PROBLEMS)('words %s plainly, with a hint', (problem) => {
    const view = radiusProblemView({ last_problem: { problem, at: ago(60_000), count: 3 } }, NOW)!;
    expect(view.title).not.toMatch(/_/);
    expect(view.hint.length).toBeGreaterThan(20);
    expect(view.when).toBe('a minute ago');
    expect(view.count).toBe('3 packets in that minute');
  });

  it('names the problems as the issue does', () => {
    const title = (problem: (typeof RADIUS_PROBLEMS)[number]) =>
      radiusProblemView({ last_problem: { problem, at: ago(0), count: 1 } }, NOW)!.title;
    expect(title('bad_authenticator')).toBe("Wrong RADIUS secret (the packet's signature did not verify)");
    expect(title('no_message_authenticator')).toBe('No Message-Authenticator');
    expect(title('throttled')).toBe('Too many wrong voucher codes (throttled)');
    expect(radiusProblemView({ last_problem: { problem: 'malformed', at: ago(0), count: 1 } })!.count).toBe(
      '1 packet in that minute',
    );
  });
});

describe('messageAuthenticatorState', () => {
  it('is not required for a box that never signed under auto', () => {
    expect(
      messageAuthenticatorState(
        { message_authenticator_required: false, message_authenticator_seen_at: null },
        NOW,
      ),
    ).toEqual({
      isRequired: false,
      badge: 'Not required yet',
      seen: 'This box has never sent a Message-Authenticator.',
    });
  });

  it('is required once seen, and says when the box first signed', () => {
    expect(
      messageAuthenticatorState(
        { message_authenticator_required: true, message_authenticator_seen_at: ago(2 * 86_400_000) },
        NOW,
      ),
    ).toEqual({ isRequired: true, badge: 'Required now', seen: 'First sent by this box: 2 days ago.' });
  });
});
