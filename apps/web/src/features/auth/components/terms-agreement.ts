import { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from '@ared/contract/auth';

export type TermsSection = { title: string; paragraphs: string[] };

export const TERMS_META = {
  title: 'Master Subscription Agreement',
  effectiveDate: TERMS_EFFECTIVE_DATE,
  version: TERMS_VERSION,
  intro:
    'This Master Subscription Agreement ("Agreement") is entered into between ARED ("ARED", "we", "us") and the partner organisation identified in its subscription ("Partner", "you"). It governs your use of the ARED partner dashboard, the managed Wi-Fi network, the routers, gateways and kiosks we supply, and every related service. By ticking the box below you confirm that you are authorised to accept this Agreement on behalf of the Partner.',
};

/** The agreement's twelve sections; sections 5, 7, 10 and 11 carry the clauses the specification names. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: '1. Definitions',
    paragraphs: [
      '"Services" means the hosted partner dashboard, the network management, captive portal, voucher, analytics and add-on services made available to the Partner under a subscription plan (Kiosk, SME or Premium).',
      '"Equipment" means routers (also called mini servers or boxes), gateways, kiosks, antennas, power units and accessories supplied by ARED. "Partner Data" means data the Partner or its SMEs, micro franchisees and end users submit to the Services.',
      '"End Users" means guests and subscribers who connect to Wi-Fi networks operated by the Partner through the Services.',
    ],
  },
  {
    title: '2. Scope of Services',
    paragraphs: [
      'ARED grants the Partner a non-exclusive, non-transferable right during the subscription term to use the Services for its own business and for the SMEs, realms and kiosks it manages, within the limits of its plan.',
      "ARED may improve, replace or discontinue individual features provided the overall functionality of the Partner's plan is not materially reduced during the current billing period.",
    ],
  },
  {
    title: '3. Subscription Term and Renewal',
    paragraphs: [
      'The subscription starts on the activation date and runs for the billing cycle of the selected plan. It renews automatically for successive cycles of the same length unless either party gives notice of non-renewal before the end of the current cycle.',
      'Plan upgrades take effect immediately; downgrades take effect at the start of the next billing cycle.',
    ],
  },
  {
    title: '4. Fees and Payment',
    paragraphs: [
      'The Partner pays the fees of its plan, add-ons and SMS packages as shown in the dashboard, in the stated currency, by the due date of each invoice. Fees are exclusive of taxes, which the Partner pays in addition where applicable.',
      'If an invoice remains unpaid five (5) days after its due date, ARED may suspend the affected services, SMEs or add-ons until payment is received. Reminders are sent regardless of suspension. Suspension does not relieve the Partner of its obligation to pay.',
    ],
  },
  {
    title: '5. Equipment and Gateways',
    paragraphs: [
      'Equipment supplied under a subscription remains the property of ARED unless it was purchased outright. The Partner keeps the Equipment in a safe, dry and ventilated location, does not open, modify or re-flash it, and reports loss, theft or damage within two (2) business days.',
      'Upon termination or expiry of the subscription, the Partner shall return every gateway and router supplied by ARED, in good working order except for normal wear, within fourteen (14) days. Equipment not returned within 14 days is invoiced at its replacement value.',
      'Routers send status telemetry (online state, health, software updates, session counts) to ARED so that the network can be monitored and updated; the Partner shall not block this traffic.',
    ],
  },
  {
    title: '6. Partner Obligations and Acceptable Use',
    paragraphs: [
      'The Partner keeps its account credentials and one-time passwords confidential, ensures its staff use individual accounts, and is responsible for all activity under its accounts.',
      'The Partner shall not use the Services to distribute unlawful content, send unsolicited messages, interfere with the network or other partners, or resell the Services outside the plan it subscribed to. The Partner complies with the laws applicable to operating public Wi-Fi, including any obligation to identify End Users or retain connection records.',
    ],
  },
  {
    title: '7. Data Protection and Security',
    paragraphs: [
      "ARED processes Partner Data and End User personal data only to provide the Services and on the Partner's documented instructions, applies appropriate technical and organisational security measures, and keeps Partner Data logically separated from the data of other partners.",
      'ARED shall notify the Partner of any personal data breach affecting Partner Data without undue delay and in any event within forty-eight (48) hours of becoming aware of it, together with the information available at that time and the measures taken to contain it.',
      "The Partner is responsible for the lawfulness of the data it collects through captive portals, surveys and sign-up forms, including obtaining the End Users' consent where required.",
    ],
  },
  {
    title: '8. Service Levels and Support',
    paragraphs: [
      "ARED aims to keep the dashboard available 99.5% of each calendar month, excluding planned maintenance announced at least 24 hours in advance and outages caused by power, upstream connectivity or events outside ARED's reasonable control.",
      "Support requests are submitted through the dashboard's support tickets. Critical incidents (a whole network down) are acknowledged within four business hours.",
    ],
  },
  {
    title: '9. Intellectual Property',
    paragraphs: [
      'ARED and its licensors own all rights in the Services, the router software and the dashboard. The Partner owns the Partner Data and its own brand assets, and grants ARED a licence to host and display them solely to provide the Services.',
      'Feedback the Partner gives about the Services may be used by ARED without obligation.',
    ],
  },
  {
    title: '10. Suspension and Termination',
    paragraphs: [
      "Either party may terminate this Agreement for convenience at the end of a billing cycle with thirty (30) days' written notice, or immediately if the other party materially breaches it and does not cure the breach within fifteen (15) days of notice.",
      "Upon termination the Partner's access to the dashboard ends. The Partner may request an export of its Partner Data during the thirty (30) days after termination; data access ends 30 days after termination, after which ARED deletes Partner Data except where the law requires retention.",
    ],
  },
  {
    title: '11. Warranties and Limitation of Liability',
    paragraphs: [
      'The Services are provided with reasonable skill and care. Except as expressly stated, ARED gives no warranty that the Services or the network will be uninterrupted or error-free.',
      "Neither party is liable for indirect or consequential losses, lost profits or lost revenue. Each party's total liability arising out of or in connection with this Agreement is limited to the fees paid or payable by the Partner for the three (3) months preceding the event giving rise to the claim. These limits do not apply to the Partner's payment obligations, to fraud, or to liability that cannot be limited by law.",
    ],
  },
  {
    title: '12. General Provisions',
    paragraphs: [
      'This Agreement is the entire agreement between the parties about its subject and supersedes prior proposals. ARED may update it by publishing a new version in the dashboard; the Partner is asked to accept each new version before continuing to use the Services.',
      "Neither party may assign this Agreement without the other's consent, except to a successor of its business. This Agreement is governed by the laws of the Republic of Rwanda, and disputes are submitted to the competent courts of Kigali after an attempt at amicable settlement of thirty (30) days.",
    ],
  },
];
