import type { PortalLanguage } from './i18n';

/**
 * The portal's Queue System words (issue 30 §3, decision 067), beside the portal's own (i18n.ts) so the
 * add-on's texts stay in one file. The Kinyarwanda wording needs a native speaker's review (decision 032).
 */
const en = {
  takeNumberLink: 'Take a number',
  title: 'Take a number',
  intro: 'Take a number and wait for your turn. This page shows how many people are ahead of you.',
  nowServing: 'Now serving',
  nobodyYet: 'No number called yet',
  yourNumber: 'Your number',
  ahead: 'People ahead of you',
  yourTurn: 'It is your turn! Please go to the counter now.',
  phoneLabel: 'Phone number (optional)',
  phoneHint: 'We send you an SMS when your number is called.',
  phoneInvalid: 'Enter a phone number in international format, e.g. +250788123456.',
  take: 'Take a number',
  refresh: 'Refresh',
  refreshes: 'This page refreshes by itself every 15 seconds.',
  textedWhenCalled: 'We will text you when your number is called.',
  leave: 'Leave the queue',
  left: 'You have left the queue.',
  busy: 'Many people are taking a number at this Wi-Fi right now. Please try again in a minute.',
  unavailable: 'The queue is not available on this network.',
  displayTitle: 'Now serving',
  waiting: 'Waiting',
  back: 'Back',
};
export type QueueTexts = typeof en;

const fr: QueueTexts = {
  takeNumberLink: 'Prendre un numéro',
  title: 'Prendre un numéro',
  intro: 'Prenez un numéro et attendez votre tour. Cette page indique combien de personnes sont avant vous.',
  nowServing: 'Numéro servi',
  nobodyYet: "Aucun numéro appelé pour l'instant",
  yourNumber: 'Votre numéro',
  ahead: 'Personnes avant vous',
  yourTurn: 'C’est votre tour ! Présentez-vous au comptoir.',
  phoneLabel: 'Numéro de téléphone (facultatif)',
  phoneHint: 'Nous vous envoyons un SMS quand votre numéro est appelé.',
  phoneInvalid: 'Saisissez un numéro au format international, par ex. +250788123456.',
  take: 'Prendre un numéro',
  refresh: 'Actualiser',
  refreshes: 'Cette page s’actualise toute seule toutes les 15 secondes.',
  textedWhenCalled: 'Nous vous enverrons un SMS quand votre numéro sera appelé.',
  leave: 'Quitter la file',
  left: 'Vous avez quitté la file.',
  busy: 'Beaucoup de personnes prennent un numéro sur ce Wi-Fi. Réessayez dans une minute.',
  unavailable: "La file d'attente n'est pas disponible sur ce réseau.",
  displayTitle: 'Numéro servi',
  waiting: 'En attente',
  back: 'Retour',
};

const rw: QueueTexts = {
  takeNumberLink: 'Fata nimero',
  title: 'Fata nimero',
  intro: 'Fata nimero utegereze igihe cyawe. Uru rupapuro rwerekana abantu bakuri imbere.',
  nowServing: 'Nimero irimo kwakirwa',
  nobodyYet: 'Nta nimero irahamagarwa',
  yourNumber: 'Nimero yawe',
  ahead: 'Abantu bakuri imbere',
  yourTurn: 'Igihe cyawe kirageze! Ngwino ku cyumba cyakira abantu.',
  phoneLabel: 'Nimero ya telefoni (si ngombwa)',
  phoneHint: 'Tuzakoherereza SMS igihe nimero yawe ihamagawe.',
  phoneInvalid: 'Andika nimero mu buryo mpuzamahanga, urugero +250788123456.',
  take: 'Fata nimero',
  refresh: 'Vugurura',
  refreshes: 'Uru rupapuro rwivugurura buri masegonda 15.',
  textedWhenCalled: 'Tuzakoherereza SMS igihe nimero yawe ihamagawe.',
  leave: 'Va ku murongo',
  left: 'Wavuye ku murongo.',
  busy: 'Abantu benshi barimo gufata nimero kuri iyi Wi-Fi. Ongera ugerageze mu munota umwe.',
  unavailable: 'Umurongo ntuboneka kuri uyu muyoboro.',
  displayTitle: 'Nimero irimo kwakirwa',
  waiting: 'Abategereje',
  back: 'Subira inyuma',
};

export const QUEUE_PORTAL_TEXTS: Record<PortalLanguage, QueueTexts> = { en, fr, rw };
