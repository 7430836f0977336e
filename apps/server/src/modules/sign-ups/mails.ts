import type { MailMessage } from '../../lib/mailer';

type Applicant = { to: string; firstName: string; partnerName: string };

/** To the applicant: what was received and what happens next (no password in any mail). */
export function applicationReceivedMail(p: Applicant & { planName: string }): MailMessage {
  return {
    to: p.to,
    subject: 'We received your ARED dashboard sign-up',
    text: [
      `Hello ${p.firstName},`,
      '',
      `We received your application to join ${p.partnerName} as an SME on the ${p.planName} plan.`,
      'An ARED administrator reviews it; you will get another email when it is approved or declined.',
      'Until then you cannot sign in.',
      '',
      'If you did not sign up, you can ignore this message: nothing is created without approval.',
    ].join('\n'),
  };
}

/** To the owner of an address that already has an account: the sign-up answer did not say so. */
export function alreadyRegisteredMail(p: { to: string; signInUrl: string; forgotUrl: string }): MailMessage {
  return {
    to: p.to,
    subject: 'Someone tried to sign up with your email address',
    text: [
      'Hello,',
      '',
      'Someone used this email address to sign up for the ARED partner dashboard, but it already has an',
      'account, so no application was made.',
      '',
      `If it was you, sign in instead: ${p.signInUrl}`,
      `Forgot your password? ${p.forgotUrl}`,
      '',
      'If it was not you, you can ignore this message.',
    ].join('\n'),
  };
}

/** To an applicant who applies again while an application is still pending. */
export function alreadyPendingMail(p: { to: string; firstName: string }): MailMessage {
  return {
    to: p.to,
    subject: 'Your ARED dashboard sign-up is still pending',
    text: [
      `Hello ${p.firstName},`,
      '',
      'You already have an application waiting for review, so no new one was made.',
      'You will get an email when it is approved or declined.',
    ].join('\n'),
  };
}

/** To each platform administrator: the application and its review link. */
export function reviewRequestMail(p: {
  to: string;
  applicantName: string;
  applicantEmail: string;
  partnerName: string;
  planName: string;
  link: string;
  validDays: number;
}): MailMessage {
  return {
    to: p.to,
    subject: `Sign-up to review: ${p.applicantName} for ${p.partnerName}`,
    text: [
      'Hello,',
      '',
      `${p.applicantName} <${p.applicantEmail}> applied to join ${p.partnerName} as an SME on the ${p.planName} plan.`,
      '',
      `Open this link within ${p.validDays} days to approve or decline the application:`,
      p.link,
      '',
      'Opening the link changes nothing; the page has the Approve and Decline buttons.',
    ].join('\n'),
    logHint: p.link,
  };
}

/**
 * To the applicant once approved. It does not say "sign in": SME accounts cannot sign in to the partner
 * dashboard (its sign-in takes partner admins and staff only), so it says what is true (decision 057).
 */
export function approvedMail(p: Applicant & { planName: string; trialDays: number }): MailMessage {
  return {
    to: p.to,
    subject: 'Your ARED dashboard sign-up is approved',
    text: [
      `Hello ${p.firstName},`,
      '',
      `Your application was approved: ${p.partnerName} now has you as its SME on the ${p.planName} plan, with`,
      `a ${p.trialDays}-day trial starting today. Your SME administrator account is ${p.to}, with the password`,
      'you chose.',
      '',
      `${p.partnerName} manages your Wi-Fi service and will contact you to set it up.`,
    ].join('\n'),
  };
}

export function declinedMail(p: Applicant): MailMessage {
  return {
    to: p.to,
    subject: 'Your ARED dashboard sign-up was declined',
    text: [
      `Hello ${p.firstName},`,
      '',
      `Your application to join ${p.partnerName} was declined; no account was created.`,
      `If you think this is a mistake, contact ${p.partnerName}.`,
    ].join('\n'),
  };
}

/** To the partner's admins: a new SME of theirs came from a sign-up. */
export function newSmeFromSignUpMail(p: {
  to: string;
  smeName: string;
  adminEmail: string;
  planName: string;
}): MailMessage {
  return {
    to: p.to,
    subject: `New SME from a sign-up: ${p.smeName}`,
    text: [
      'Hello,',
      '',
      `${p.smeName} <${p.adminEmail}> signed up as your SME on the ${p.planName} plan and was approved by an`,
      'ARED administrator. It starts on its trial; its TIN, location and type are empty until you edit it',
      'in SMEs.',
    ].join('\n'),
  };
}
