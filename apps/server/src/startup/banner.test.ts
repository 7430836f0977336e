import { describe, expect, it } from 'vitest';
import { type BannerAccount, type BannerInfo, bannerText } from './banner';

const info = (newAdmin: BannerAccount['state']): BannerInfo => ({
  url: 'http://localhost:8080',
  publicUrl: 'http://localhost:8080',
  engine: 'embedded PGlite database',
  startedInMs: 4200,
  mail: '/srv/ared/data/mail',
  demoPassword: 'Demo@2345',
  accounts: [
    { email: 'premium.admin@example.com', partner: 'Kigali Connect', plan: 'Premium', state: 'ready' },
    { email: 'new.admin@example.com', partner: 'Kigali Connect', plan: 'Premium', state: newAdmin },
  ],
});

const lineOf = (text: string, email: string) => text.split('\n').find((line) => line.includes(email)) ?? '';

describe('the start banner', () => {
  it('says where the dashboard is, the demo password, where mail goes and where the API docs are', () => {
    const text = bannerText(info('must-change-password'));
    expect(text).toContain('ARED partner dashboard is ready at http://localhost:8080');
    expect(text).toContain('Demo accounts, password Demo@2345 unless noted:');
    expect(text).toContain('written to /srv/ared/data/mail (*.eml)');
    expect(text).toContain('API documentation: http://localhost:8080/api/docs');
    // Plain text for a person: no JSON log line.
    expect(text).not.toMatch(/^\{/m);
    expect(lineOf(text, 'premium.admin@example.com')).toMatch(/Kigali Connect \(Premium\)$/);
    // Ruled above and below: it stands out among the log lines.
    const rules = text.split('\n').filter((line) => /^\s+─{20,}$/.test(line));
    expect(rules).toHaveLength(2);
  });

  it('announces the first password change only while it has not happened', () => {
    const unchanged = lineOf(bannerText(info('must-change-password')), 'new.admin@example.com');
    expect(unchanged).toContain('chooses a new password at first sign-in');
    const changed = lineOf(bannerText(info('password-changed')), 'new.admin@example.com');
    expect(changed).not.toContain('chooses a new password');
    expect(changed).toContain('password changed since the demo was seeded');
  });

  it('says mail goes by SMTP when it does, and leaves the accounts out when there are none', () => {
    const text = bannerText({ ...info('ready'), mail: 'SMTP', accounts: [] });
    expect(text).toContain('sent by SMTP');
    expect(text).not.toContain('Demo accounts');
  });
});
