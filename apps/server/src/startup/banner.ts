/** How a demo account can be used now, read from the database at start (not from the seed's intentions). */
export type DemoAccountState = 'ready' | 'must-change-password' | 'password-changed';

export type BannerAccount = {
  email: string;
  partner: string;
  plan: string;
  state: DemoAccountState;
};

export type BannerInfo = {
  url: string;
  publicUrl: string;
  engine: string;
  startedInMs: number;
  /** 'SMTP', or the outbox folder the mail is written to. */
  mail: string;
  demoPassword: string;
  accounts: BannerAccount[];
};

const NOTES: Record<DemoAccountState, string> = {
  ready: '',
  'must-change-password': 'chooses a new password at first sign-in',
  'password-changed': 'password changed since the demo was seeded',
};

/** The start banner as plain text: where the dashboard is, which accounts to try, where mail goes. */
export function bannerText(info: BannerInfo): string {
  const emailWidth = Math.max(0, ...info.accounts.map((a) => a.email.length)) + 2;
  const partnerWidth = Math.max(0, ...info.accounts.map((a) => `${a.partner} (${a.plan})`.length)) + 2;
  const accountLines = info.accounts.map((a) =>
    `    ${a.email.padEnd(emailWidth)}${`${a.partner} (${a.plan})`.padEnd(partnerWidth)}${NOTES[a.state]}`.trimEnd(),
  );
  const mail =
    info.mail === 'SMTP'
      ? '  Mail (one-time passwords, reset links) is sent by SMTP.'
      : `  Mail (one-time passwords, reset links) is written to ${info.mail} (*.eml); codes are also logged.`;
  // Ruled above and below, so it stands out among the log lines around it.
  const rule = `  ${'─'.repeat(76)}`;
  return [
    '',
    rule,
    `  ARED partner dashboard is ready at ${info.url}`,
    `  (${info.engine}, started in ${(info.startedInMs / 1000).toFixed(1)} s; links in mail point at ${info.publicUrl})`,
    '',
    ...(accountLines.length > 0
      ? [`  Demo accounts, password ${info.demoPassword} unless noted:`, ...accountLines, '']
      : []),
    mail,
    `  API documentation: ${info.url}/api/docs`,
    rule,
    '',
  ].join('\n');
}
