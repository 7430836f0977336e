import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatLogLine, terminalLogStream } from './terminal-log';

const at = new Date(2026, 10, 28, 12, 14, 48).getTime();
const line = (fields: object) => JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'vm', ...fields });

describe('log lines on a terminal', () => {
  it('reads as time, level, message, then every other field as key=value', () => {
    const text = formatLogLine(line({ msg: 'billing engine run', remindersSent: 5, today: '2026-11-28' }), {
      color: false,
    });
    expect(text).toBe('12:14:48 INFO  billing engine run remindersSent=5 today=2026-11-28');
  });

  it('puts a mail line’s hint (the sign-in code) right after the message, and quotes text with spaces', () => {
    const text = formatLogLine(
      line({
        msg: 'mail written to outbox',
        to: 'premium.admin@example.com',
        subject: 'Your ARED sign-in code: 453624',
        hint: 'code 453624',
      }),
      { color: false },
    );
    expect(text).toBe(
      '12:14:48 INFO  mail written to outbox — code 453624 to=premium.admin@example.com subject="Your ARED sign-in code: 453624"',
    );
  });

  it('names warnings and errors, and prints an error’s stack under its line', () => {
    const text = formatLogLine(
      JSON.stringify({
        level: 50,
        time: at,
        msg: 'request failed',
        status: 500,
        err: {
          type: 'TypeError',
          message: 'x is undefined',
          stack: 'TypeError: x is undefined\n    at f (a.ts:1:1)',
        },
      }),
      { color: false },
    ).split('\n');
    expect(text[0]).toBe('12:14:48 ERROR request failed status=500');
    expect(text.slice(1)).toEqual(['    TypeError: x is undefined', '    at f (a.ts:1:1)']);
    expect(formatLogLine(line({ level: 40, msg: 'slow request' }), { color: false })).toContain(
      ' WARN  slow',
    );
  });

  it('colours only when asked, and passes a line that is not JSON through as it is', () => {
    expect(formatLogLine(line({ msg: 'x' }), { color: true })).toContain('\u001b[32mINFO \u001b[0m');
    expect(formatLogLine(line({ msg: 'x' }), { color: false })).not.toContain('\u001b[');
    expect(formatLogLine('not json at all\n', { color: false })).toBe('not json at all');
    expect(formatLogLine('null', { color: false })).toBe('null');
  });

  it('is a destination pino writes through, one text line per log call', () => {
    const written: string[] = [];
    const log = pino(
      { level: 'info' },
      terminalLogStream({ write: (t) => written.push(t) }, { color: false }),
    );
    log.info({ partners: ['Kigali Connect'] }, 'demo data seeded');
    log.debug('not at this level');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}demo data seeded partners=\["Kigali Connect"\]\n$/);
  });
});
