import { vi } from 'vitest';
import { createTestClock } from '../../src/lib/clock';
import { evaluateAlerts } from '../../src/modules/alerts/evaluate';
import { createSmsTransport } from '../../src/modules/sms';
import { twoPartnersSuite } from './two-partners-suite';

const MINUTE = 60_000;

/**
 * The alert tests' world (decision 055): two partners with boxes, admins and my partner's staff signed in,
 * on a test clock starting at `start`, and one alert evaluation as the scheduler runs it (the real mailer,
 * the configured SMS transport, the configured defaults). `advance(minutes)` moves the clock on; `ago(minutes)`
 * is that long before its now.
 */
export function alertWorld(start: Date | string = new Date()) {
  const clock = createTestClock(start);
  const suite = twoPartnersSuite({ clock, signInStaff: true });
  const log = { error: vi.fn() };
  const evaluate = () => {
    const { ctx } = suite;
    return evaluateAlerts({
      db: ctx.db,
      mailer: ctx.mailer,
      sms: { transport: createSmsTransport(ctx.config.sms, ctx.app.log), sender: ctx.config.sms.sender },
      clock,
      log,
      timeZone: ctx.config.billing.timeZone,
      defaults: ctx.config.alerts,
    });
  };
  const advance = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * MINUTE));
  const ago = (minutes: number) => new Date(clock.now().getTime() - minutes * MINUTE);
  return Object.assign(suite, { clock, log, evaluate, advance, ago, MINUTE });
}
