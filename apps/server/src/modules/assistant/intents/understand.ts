import type { TAssistantTimeRange } from '@ared/contract/assistant';

export type Language = 'en' | 'fr' | 'rw';
export type Intent =
  | 'summary'
  | 'router_status'
  | 'box_health'
  | 'wifi'
  | 'billing'
  | 'support'
  | 'help'
  | 'greeting'
  | 'unknown';

/** What the offline answerer made of a message. */
export type Understood = {
  intent: Intent;
  language: Language;
  range: TAssistantTimeRange;
  /** The serial number or SSID a box question names. */
  box: string | null;
};

/** Lower case, accents dropped, apostrophes as spaces: "Aujourd'hui" and "aujourd hui" read the same. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, ' ');

/**
 * The phrasings of each intent, in English, French and Kinyarwanda, tried in this order: the first that
 * matches wins, so the narrower questions (one box, billing) come before the broad ones (summary).
 */
const INTENTS: readonly { intent: Exclude<Intent, 'box_health' | 'unknown'>; words: RegExp }[] = [
  {
    intent: 'billing',
    words:
      /\b(overdue|unpaid|not paid|owe|owing|arrears|billings?|invoices?|impaye(e)?s?|en retard|factur(e|es|ation)|doivent|ibirarane|batishyuye|bitishyuwe|inyemezabuguzi|ubwishyu|umwenda)\b/,
  },
  {
    intent: 'support',
    words: /\b(tickets?|alerts?|alertes?|incidents?|amatike|itike|impuruza|ibibazo bifunguye|ibibazo)\b/,
  },
  {
    intent: 'router_status',
    words:
      /\b(offline|off line|down|not working|disconnected|router status|box status|status of (the |my )?(boxes|routers)|hors ligne|hors-ligne|deconnecte(e)?s?|en panne|etat des (routeurs|boitiers|bornes)|zidakora|idakora|[a-z]*tari ku murongo|ziri offline|zavuyeho|zahagaze|imiterere ya routeri)\b/,
  },
  {
    intent: 'wifi',
    words:
      /\b(wi-?fi|guests?|sessions?|devices?|connected|usage|utilisation|invites?|appareils|clients connectes|connectes|abakoresha|bakoresheje|bakoresha|ibikoresho|abashyitsi)\b/,
  },
  {
    intent: 'summary',
    words:
      /\b(summary|summari[sz]e|overview|report|revenue|income|earn(ed|ings)?|money|vouchers?|how are we doing|resume|bilan|synthese|revenus?|chiffre d affaires|argent|incamake|raporo|amafaranga|inyungu|tike)\b/,
  },
  { intent: 'help', words: /\b(help|aide|ubufasha|ndashaka kumenya)\b/ },
  {
    intent: 'greeting',
    words:
      /^\s*(hi|hello|hey|good (morning|afternoon|evening)|bonjour|salut|bonsoir|muraho|mwaramutse|mwiriwe|amakuru)\b/,
  },
];

/** "How do I …" asks how to use the product (the help), even when it names vouchers or boxes. */
const HOW_TO =
  /^\s*(how (do|can|should|to)|where (do|can|is|are)|what does|comment( puis-je| faire| je| on)?\b|ou (trouver|est|sont)|nigute|nakora iki|ni gute)/;

const FRENCH =
  /\b(quels?|quelles?|combien|est-ce|sont|mes|nos|les|des|aujourd hui|semaine|jours|mois|resume|bonjour|comment|hors ligne|factures?|routeurs?|boitiers?|bornes?|utilisation|je|vous)\b/g;
const KINYARWANDA =
  /\b(ni|izihe|ibihe|bangahe|uyu munsi|iminsi|icyumweru|ukwezi|incamake|routeri|zitari|zidakora|mpa|nyereka|muraho|mwaramutse|nigute|amafaranga|ibirarane|amatike|imiterere|bakoresheje|abakoresha|impuruza|zifunguye|afunguye|hari|ya|kuri|ku)\b/g;

/** The language the answer is phrased in: the one whose marker words the message uses most. */
export function languageOf(text: string): Language {
  const fr = text.match(FRENCH)?.length ?? 0;
  const rw = text.match(KINYARWANDA)?.length ?? 0;
  if (rw > fr) return 'rw';
  return fr > 0 ? 'fr' : 'en';
}

/** The period a message names; today when it names none (the quick replies' first choice). */
export function rangeOf(text: string): TAssistantTimeRange {
  if (/\b(30 ?days?|month|30 (derniers )?jours|mois|iminsi (30|mirongo itatu)|ukwezi)\b/.test(text))
    return '30days';
  if (/\b(7 ?days?|week|7 (derniers )?jours|semaine|iminsi (7|irindwi)|icyumweru)\b/.test(text))
    return '7days';
  return 'today';
}

/**
 * A box's serial number or SSID in the message, as typed: a word of letters and digits (KGC02400037), or
 * one with an underscore (Kigali_WiFi_3), or anything in quotes. Range words ("7days") are not boxes.
 */
export function boxNamed(message: string): string | null {
  const quoted = /["“«]([^"”»]{2,100})["”»]/.exec(message);
  if (quoted) return quoted[1]!.trim();
  for (const word of message.split(/[\s,;:!?()]+/)) {
    const w = word.replace(/^[.]+|[.]+$/g, '');
    if (w.length < 4 || /^\d+(days?|jours?)?$/i.test(w)) continue;
    if ((/\d/.test(w) && /[a-z]/i.test(w)) || /^[a-z0-9-]+_[a-z0-9_-]+$/i.test(w)) return w;
  }
  return null;
}

/** Reads a message: its intent, language, period and, for a box question, the box. */
export function understand(message: string): Understood {
  const text = normalise(message);
  const language = languageOf(text);
  const range = rangeOf(text);
  const box = boxNamed(message);
  const found = HOW_TO.test(text) ? 'help' : INTENTS.find((i) => i.words.test(text))?.intent;
  // A question naming a box is about that box, unless it asks for billing or tickets.
  if (box && found !== 'billing' && found !== 'support' && found !== 'help')
    return { intent: 'box_health', language, range, box };
  return { intent: found ?? 'unknown', language, range, box: null };
}
