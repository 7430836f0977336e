import { describe, expect, it } from 'vitest';
import { formatValue, isSendable, isValidContactEmail, resultLines, titleCase } from './chat-rules';

describe('the escalation email rule (part 2 §5)', () => {
  it('accepts an empty email and standard addresses', () => {
    expect(isValidContactEmail('')).toBe(true);
    expect(isValidContactEmail('   ')).toBe(true);
    expect(isValidContactEmail('aline.uwase@kigali-connect.rw')).toBe(true);
    expect(isValidContactEmail(`a@${'b'.repeat(63)}.com`)).toBe(true);
  });

  it('refuses a domain label over 63 characters, a short or numeric top-level domain, no @', () => {
    expect(isValidContactEmail(`a@${'b'.repeat(64)}.com`)).toBe(false);
    expect(isValidContactEmail('a@example.c')).toBe(false);
    expect(isValidContactEmail('a@example.123')).toBe(false);
    expect(isValidContactEmail('a.example.com')).toBe(false);
    expect(isValidContactEmail('a@-example.com')).toBe(false);
  });
});

describe('messages and structured results (part 2 §5, §7)', () => {
  it('does not send empty or whitespace messages', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable(' \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });

  it('title-cases keys and shows a missing value as (no data)', () => {
    expect(titleCase('boxes_offline')).toBe('Boxes Offline');
    expect(titleCase('vouchersUsed')).toBe('Vouchers Used');
    expect(titleCase('revenue')).toBe('Revenue');
    expect(formatValue(null, '(no data)')).toBe('(no data)');
    expect(formatValue('', '(no data)')).toBe('(no data)');
    expect(formatValue(0, '(no data)')).toBe('0');
    expect(formatValue(true, '(no data)')).toBe('Yes');
    // An instant is a date and time in the partner's zone, never the ISO text the server sent.
    const shown = formatValue('2026-11-26T20:54:11.874Z', '(no data)', 'Africa/Kigali');
    expect(shown).not.toContain('T20:54');
    expect(shown).toContain('10:54');
    expect(formatValue('2026-11-26', '(no data)', 'Africa/Kigali')).toBe('2026-11-26');
    // Amounts and counts grouped as the cards write them; an id as it is.
    expect(formatValue(208000, '(no data)', undefined, 'received')).toBe('208,000');
    expect(formatValue(1234.567, '(no data)', undefined, 'revenue')).toBe('1,234.57');
    expect(formatValue(12345, '(no data)', undefined, 'ticket')).toBe('12345');
    expect(resultLines({ serial: 'ARD-0001', offline_since: null }, '(no data)')).toEqual([
      'Serial: ARD-0001',
      'Offline Since: (no data)',
    ]);
  });
});
