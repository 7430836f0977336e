import { describe, expect, it } from 'vitest';
import { boxesOfflineMail, raisedAlertsMail } from './mail';

const base = { partnerName: 'Kigali Net', offlineMinutes: 10, timeZone: 'Africa/Kigali' };

describe('boxesOfflineMail', () => {
  it('names one box, its SSID and its last heartbeat on the partners’ wall clock', () => {
    const mail = boxesOfflineMail({
      ...base,
      to: ['admin@example.com'],
      boxes: [{ serial: 'KGL-001', ssid: 'Cafe WiFi', lastSeen: new Date('2026-11-28T07:50:00Z') }],
    });
    expect(mail.to).toBe('admin@example.com');
    expect(mail.subject).toBe('1 box offline: KGL-001');
    expect(mail.text).toContain('Hello Kigali Net,');
    expect(mail.text).toContain('This box has not reported for more than 10 minutes:');
    expect(mail.text).toContain('- KGL-001 (SSID Cafe WiFi), last seen 2026-11-28 09:50');
    expect(mail.text).toContain('Times are Africa/Kigali.');
  });

  it('lists every box of the evaluation in one mail, sorted, to every admin; a box without SSID says none', () => {
    const mail = boxesOfflineMail({
      ...base,
      to: ['a@example.com', 'b@example.com'],
      boxes: [
        { serial: 'KGL-002', ssid: null, lastSeen: new Date('2026-11-28T07:00:00Z') },
        { serial: 'KGL-001', ssid: 'One', lastSeen: new Date('2026-11-28T07:01:00Z') },
      ],
    });
    expect(mail.to).toBe('a@example.com, b@example.com');
    expect(mail.subject).toBe('2 boxes offline: KGL-001, KGL-002');
    expect(mail.text).toContain('These 2 boxes have not reported for more than 10 minutes:');
    const lines = mail.text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toEqual([
      '- KGL-001 (SSID One), last seen 2026-11-28 09:01',
      '- KGL-002, last seen 2026-11-28 09:00',
    ]);
  });

  it('keeps the subject short when many boxes go down together; the body lists them all', () => {
    const boxes = Array.from({ length: 12 }, (_, i) => ({
      serial: `KGL-${String(i + 1).padStart(3, '0')}`,
      ssid: null,
      lastSeen: new Date('2026-11-28T07:00:00Z'),
    }));
    const mail = boxesOfflineMail({ ...base, to: ['a@example.com'], boxes });
    expect(mail.subject).toBe('12 boxes offline: KGL-001, KGL-002, KGL-003, KGL-004, KGL-005 and 7 more');
    expect(mail.text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(12);
  });
});

describe('raisedAlertsMail', () => {
  it('is one mail for the subjects of one kind, sorted, five named in the subject', () => {
    const alerts = ['F', 'B', 'A', 'E', 'D', 'C'].map((name, i) => ({
      subject: `${name} Realm`,
      details: { value: i, threshold: 20 },
    }));
    const mail = raisedAlertsMail({
      to: ['a@x.test', 'b@x.test'],
      partnerName: 'Kigali Net',
      kind: 'voucher_stock_low',
      alerts,
      timeZone: 'Africa/Kigali',
    });
    expect(mail.to).toBe('a@x.test, b@x.test');
    expect(mail.subject).toBe(
      '6 realms running low on vouchers: A Realm, B Realm, C Realm, D Realm, E Realm and 1 more',
    );
    expect(mail.text).toContain('- A Realm: 2 unused vouchers left (alert below 20)');
    expect(mail.text).toContain('- B Realm: 1 unused voucher left (alert below 20)');
    expect(mail.text.split('\n')[0]).toBe('Hello Kigali Net,');
  });

  it('says a single SME in the singular', () => {
    const mail = raisedAlertsMail({
      to: ['a@x.test'],
      partnerName: 'Kigali Net',
      kind: 'billing_overdue',
      alerts: [{ subject: 'Cafe One', details: { value: 1, threshold: 1 } }],
      timeZone: 'Africa/Kigali',
    });
    expect(mail.subject).toBe('1 SME with an overdue billing: Cafe One');
    expect(mail.text).toContain('- Cafe One: 1 day overdue');
  });
});
